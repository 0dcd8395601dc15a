import { checkAnswer, decodeAnswer, emptyAnswer, encodeAnswer, hasAnswer } from '../engine';
import { sampleBaseQuestions } from '../fixtures';

const radio = sampleBaseQuestions.find((q) => q.questionId === 'sample-radio-en')!;

describe('SINGLE_CHOICE', () => {
  it.each([
    ['returns RIGHT for the correct option', '2', 'RIGHT', [true]],
    ['trims the option number', ' 2 ', 'RIGHT', [true]],
    ['returns WRONG for another option', '1', 'WRONG', [false]],
    ['returns WRONG with no items when nothing is selected', '', 'WRONG', []],
    ['returns WRONG when two options are sent', '2;3', 'WRONG', [true, false]],
    ['returns WRONG for an unknown option', 'x', 'WRONG', [false]],
  ])('%s', (_title, student, status, items) => {
    expect(checkAnswer(radio, student)).toEqual({ status, items });
  });

  it('encodes the chosen option number', () => {
    expect(encodeAnswer(radio, '2')).toBe('2');
    expect(encodeAnswer(radio, null)).toBe('');
    expect(decodeAnswer(radio, '3')).toBe('3');
    expect(decodeAnswer(radio, '')).toBeNull();
    expect(decodeAnswer(radio, ';;4;5')).toBe('4');
    expect(emptyAnswer(radio)).toBeNull();
  });

  it('needs a selection to submit', () => {
    expect(hasAnswer(radio, null)).toBe(false);
    expect(hasAnswer(radio, ' ')).toBe(false);
    expect(hasAnswer(radio, '1')).toBe(true);
  });
});
