import type { Meta } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { typeStories } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-punctuation-all-zh');
const answers = {
  right: '我們去[T:香港]旅行[作答##，]玩得很開心[作答##。]',
  wrong: '我們去香港旅行[作答##，]玩得很開心[作答##！]',
  wrongStatus: 'PART_RIGHT' as const,
};

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Punctuation (whole passage)', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;
