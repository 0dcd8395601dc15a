import { checkAnswer, decodeAnswer, emptyAnswer, encodeAnswer, hasAnswer } from '../engine';
import { sampleBaseQuestions } from '../fixtures';

const essay = sampleBaseQuestions.find((q) => q.questionId === 'sample-essay-zh')!;
const longAnswer = sampleBaseQuestions.find((q) => q.questionId === 'sample-long-answer-en')!;
const speaking = sampleBaseQuestions.find((q) => q.questionId === 'sample-talk-zh')!;

describe('ESSAY, LONG_ANSWER and SPEAKING', () => {
  it.each([essay, longAnswer, speaking])(
    'returns NOT_CORRECT with no items for $questionType: a teacher marks it',
    (q) => {
      expect(checkAnswer(q, 'anything')).toEqual({ status: 'NOT_CORRECT', items: [] });
    },
  );

  it('submits an empty string for essay and long answer (spec §3)', () => {
    const answer = { answerType: 'TEXT' as const, imgUrl: [], text: '那天早上……' };
    expect(encodeAnswer(essay, answer)).toBe('');
    expect(encodeAnswer(longAnswer, answer)).toBe('');
    expect(decodeAnswer(essay, 'x')).toEqual(emptyAnswer(essay));
  });

  it('always lets essay and long answer be submitted (spec §5)', () => {
    expect(hasAnswer(essay, emptyAnswer(essay))).toBe(true);
    expect(hasAnswer(longAnswer, emptyAnswer(longAnswer))).toBe(true);
  });

  it('lets a spoken answer be submitted once it has a clip', () => {
    expect(hasAnswer(speaking, emptyAnswer(speaking))).toBe(false);
    const clip = { name: '1700000000000.mp3', url: 'https://cdn/1.mp3', isStart: false };
    expect(hasAnswer(speaking, { answerType: 'RECORD', uploadList: [], makeList: [clip] })).toBe(true);
    expect(
      hasAnswer(speaking, { answerType: 'UPLOAD', uploadList: [{ ...clip, url: '' }], makeList: [] }),
    ).toBe(false);
  });
});
