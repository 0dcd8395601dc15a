import type { EssayAnswer } from '@harbour/question-core';
import type { Meta } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { typeStories } from '../../player/testing/story-kit';

const question = sampleQuestion('sample-long-answer-en');
const answers = {
  right: '',
  wrong: '',
  wrongStatus: 'NOT_CORRECT' as const,
  local: {
    answerType: 'TEXT',
    imgUrl: [],
    text: 'Recycling saves resources and reduces waste.',
  } satisfies EssayAnswer,
};

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Long answer', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;
