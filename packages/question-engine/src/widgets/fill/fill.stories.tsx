import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { stateArgs, typeStories } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-fill-en');
const answers = { right: 'kitten##puppy', wrong: 'kitten##cub', wrongStatus: 'PART_RIGHT' as const };

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Fill in', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;
type Story = StoryObj<typeof stories.meta>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;

/** useMathKeyboard: math input with mathlive's keyboard, math in the text rendered by MathJax. */
export const MathKeyboard: Story = {
  args: stateArgs(sampleQuestion('sample-fill-math'), 'unanswered', { right: '', wrong: '' }),
};
