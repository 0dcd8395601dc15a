import type { MarkingAnswer } from '@harbour/api-client';

/** A teacher-marked essay answer nobody has marked yet, for the marking tests (changes given in `over`). */
export function essayAnswer(over: Partial<MarkingAnswer> = {}): MarkingAnswer {
  return {
    answerId: 11,
    questionId: 5,
    childKey: '',
    serialNo: 1,
    questionType: 'ESSAY',
    question: {},
    encodedAnswer: '',
    localAnswer: { answerType: 'PICTURE', imgUrl: ['a.jpg', 'b.jpg'], text: '' },
    rightStatus: 'NOT_CORRECT',
    autoScore: 0,
    score: 0,
    maxScore: 10,
    teacherMarked: true,
    commentRequired: true,
    marking: null,
    ...over,
  };
}
