import type { Meta } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { typeStories } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-punctuation-zh');
const answers = {
  right: '[U:小明]說[作答##：][作答##「]今天天氣真好[作答##！][作答##」]',
  wrong: '[U:小明]說[作答##，][作答##「]今天天氣真好[作答##。][作答##」]',
  wrongStatus: 'PART_RIGHT' as const,
};

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Punctuation', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;
