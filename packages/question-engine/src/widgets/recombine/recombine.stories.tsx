import type { Meta } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { typeStories } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-group-sentences-en');
const answers = {
  right: 'I##walk##to##school',
  wrong: 'I##to##walk##school',
  wrongStatus: 'PART_RIGHT' as const,
};

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Sentence recombination', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;
