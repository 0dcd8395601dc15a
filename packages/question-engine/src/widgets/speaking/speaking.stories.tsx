import type { SpeakingAnswer } from '@harbour/question-core';
import type { Meta } from '@storybook/react-vite';
import type { QuestionPlayer } from '../../player/question-player';
import { sampleQuestion } from '../../player/testing/samples';
import { toneWavUrl, typeStories } from '../../player/testing/story-kit';

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

const stories = typeStories(question, answers);

export default { title: 'Question engine/Types/Speaking', ...stories.meta } satisfies Meta<
  typeof QuestionPlayer
>;

export const Unanswered = stories.Unanswered;
export const Answered = stories.Answered;
export const CheckedRight = stories.CheckedRight;
export const CheckedWrong = stories.CheckedWrong;
export const Disabled = stories.Disabled;
