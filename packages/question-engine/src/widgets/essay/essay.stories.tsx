import type { EssayAnswer } from '@harbour/question-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { chartPictureUrl, stateArgs, typeStories } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-essay-zh');
const answers = {
  right: '',
  wrong: '',
  wrongStatus: 'NOT_CORRECT' as const,
  local: { answerType: 'TEXT', imgUrl: [], text: '那天早上，天還沒亮，我就起床了。' } satisfies EssayAnswer,
};

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Essay', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;
type Story = StoryObj<typeof stories.meta>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;

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
