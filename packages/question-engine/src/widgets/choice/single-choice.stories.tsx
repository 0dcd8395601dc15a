import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { engineDecorator, stateArgs } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-radio-en');
const answers = { right: '2', wrong: '1' };

const meta = {
  title: 'Question engine/Types/Single choice',
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
