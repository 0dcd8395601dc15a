import type { EssayAnswer } from '@harbour/question-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { chartPictureUrl, engineDecorator, stateArgs } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-essay-zh');
const answers = {
  right: '',
  wrong: '',
  wrongStatus: 'NOT_CORRECT' as const,
  local: { answerType: 'TEXT', imgUrl: [], text: '那天早上，天還沒亮，我就起床了。' } satisfies EssayAnswer,
};

const meta = {
  title: 'Question engine/Types/Essay',
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

/** Photo answer: up to 3 jpg, jpeg or png pictures, each opening a full-screen preview. */
export const Photos: Story = {
  args: stateArgs(question, 'answered', {
    ...answers,
    local: {
      answerType: 'PICTURE',
      imgUrl: [chartPictureUrl('Page 1'), chartPictureUrl('Page 2')],
      text: '',
    },
  }),
};
