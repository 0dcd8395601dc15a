import type { Meta } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { typeStories } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-short-zh');
const answers = { right: '桃花##櫻花', wrong: '桃花##玫瑰', wrongStatus: 'PART_RIGHT' as const };

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Short answer', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;
