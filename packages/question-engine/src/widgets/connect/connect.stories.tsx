import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { stateArgs, typeStories } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-connect-en');
const answers = { right: '1-B;2-C;3-A', wrong: '1-B;2-A;3-C', wrongStatus: 'PART_RIGHT' as const };

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Connect', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;
type Story = StoryObj<typeof stories.meta>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;

/** arrangeWay VERTICAL: items on top link to items below. */
export const Vertical: Story = {
  args: stateArgs(sampleQuestion('sample-connect-en', { arrangeWay: 'VERTICAL' }), 'unanswered', answers),
};
