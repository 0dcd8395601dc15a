import type { SpeakingAnswer } from '@harbour/question-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { engineDecorator, stateArgs, toneWavUrl } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-talk-zh');
const answers = {
  right: '',
  wrong: '',
  wrongStatus: 'NOT_CORRECT' as const,
  local: {
    answerType: 'RECORD',
    uploadList: [],
    makeList: [{ name: '1763800000000.mp3', url: toneWavUrl(1.5), isStart: false }],
  } satisfies SpeakingAnswer,
};

const meta = {
  title: 'Question engine/Types/Speaking',
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
