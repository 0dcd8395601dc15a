import { speakingText, teacherMarkedKey } from '../answer-words';
import { notCorrect } from '../check-result';
import type { AudioClip, SpeakingAnswer } from '../model';
import type { QuestionTypeModule } from '../type-module';

function empty(): SpeakingAnswer {
  return { answerType: null, uploadList: [], makeList: [] };
}

function hasClip(list: unknown): boolean {
  return (
    Array.isArray(list) && list.some((clip: AudioClip) => typeof clip?.url === 'string' && clip.url !== '')
  );
}

/**
 * SPEAKING: like an essay, the spec gives it no submitted string (it has no submit button, §4); the
 * clips reach the teacher through uploads and a teacher marks them. It counts as answered once one
 * clip was uploaded or recorded.
 */
export const speaking: QuestionTypeModule<SpeakingAnswer> = {
  type: 'SPEAKING',
  teacherMarked: true,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: empty,
  encode: () => '',
  decode: empty,
  hasAnswer: (_question, answer) => hasClip(answer?.uploadList) || hasClip(answer?.makeList),
  check: notCorrect,
  answerText: (_question, answer, locale) => speakingText(answer, locale),
  answerKey: (_question, answer) => teacherMarkedKey(answer),
  rightAnswerText: () => '',
};
