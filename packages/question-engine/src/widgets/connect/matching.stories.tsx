import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { engineDecorator, stateArgs } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-matching-math');
const answers = { right: '1-2;2-3;3-1', wrong: '1-2;2-1;3-3', wrongStatus: 'PART_RIGHT' as const };

const meta = {
  title: 'Question engine/Types/Matching',
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
