import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { engineDecorator, stateArgs } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-connect-en');
const answers = { right: '1-B;2-C;3-A', wrong: '1-B;2-A;3-C', wrongStatus: 'PART_RIGHT' as const };

const meta = {
  title: 'Question engine/Types/Connect',
  component: QuestionPlayer,
  decorators: [engineDecorator],
  args: stateArgs(question, 'unanswered', answers),
} satisfies Meta<typeof QuestionPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};
export const Answered: Story = { args: stateArgs(question, 'answered', answers) };
export const CheckedRight: Story = { args: stateArgs(question, 'checkedRight', answers) };
export const CheckedWrong: Story = { args: stateArgs(question, 'checkedWrong', answers) };
export const Disabled: Story = { args: stateArgs(question, 'disabled', answers) };

/** arrangeWay VERTICAL: items on top link to items below. */
export const Vertical: Story = {
  args: stateArgs(sampleQuestion('sample-connect-en', { arrangeWay: 'VERTICAL' }), 'unanswered', answers),
};
