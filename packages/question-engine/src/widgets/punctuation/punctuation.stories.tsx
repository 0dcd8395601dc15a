import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { engineDecorator, stateArgs } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-punctuation-zh');
const answers = {
  right: '[U:小明]說[作答##：][作答##「]今天天氣真好[作答##！][作答##」]',
  wrong: '[U:小明]說[作答##，][作答##「]今天天氣真好[作答##。][作答##」]',
  wrongStatus: 'PART_RIGHT' as const,
};

const meta = {
  title: 'Question engine/Types/Punctuation',
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
