import { describe, expect, it } from 'vitest';
import { mediaHoldsSomething, questionAnswered } from './answered';

describe('questionAnswered', () => {
  it('counts a question with a non-empty part, a composite answered in part too', () => {
    expect(questionAnswered([{ studentAnswer: 'A' }])).toBe(true);
    expect(questionAnswered([{ studentAnswer: '' }, { studentAnswer: '2' }])).toBe(true);
  });
  it('does not count nothing, an empty answer or a deleted recording', () => {
    expect(questionAnswered([])).toBe(false);
    expect(questionAnswered([{ studentAnswer: '' }])).toBe(false);
    expect(
      questionAnswered([
        { studentAnswer: '', localAnswer: { answerType: 'RECORD', uploadList: [], makeList: [] } },
      ]),
    ).toBe(false);
  });
  it('counts media that holds a photo, text or a clip', () => {
    expect(mediaHoldsSomething({ imgUrl: ['a.jpg'], text: '' })).toBe(true);
    expect(mediaHoldsSomething({ imgUrl: [], text: '  ' })).toBe(false);
    expect(mediaHoldsSomething({ uploadList: [], makeList: [{ name: 'x', url: 'u' }] })).toBe(true);
    expect(mediaHoldsSomething(null)).toBe(false);
  });
});
