import { decodeAnswer, emptyAnswer, encodeAnswer } from '../engine';
import { itChecks, itNeedsAnswer, sampleQuestion } from '../test-helpers';

const radio = sampleQuestion('sample-radio-en');

describe('SINGLE_CHOICE', () => {
  itChecks(radio, [
    ['returns RIGHT for the correct option', '2', 'RIGHT', [true]],
    ['trims the option number', ' 2 ', 'RIGHT', [true]],
    ['returns WRONG for another option', '1', 'WRONG', [false]],
    ['returns WRONG with no items when nothing is selected', '', 'WRONG', []],
    ['returns WRONG when two options are sent', '2;3', 'WRONG', [true, false]],
    ['returns WRONG for an unknown option', 'x', 'WRONG', [false]],
  ]);

  it('encodes the chosen option number', () => {
    expect(encodeAnswer(radio, '2')).toBe('2');
    expect(encodeAnswer(radio, null)).toBe('');
    expect(decodeAnswer(radio, '3')).toBe('3');
    expect(decodeAnswer(radio, '')).toBeNull();
    expect(decodeAnswer(radio, ';;4;5')).toBe('4');
    expect(emptyAnswer(radio)).toBeNull();
  });

  itNeedsAnswer('needs a selection to submit', radio, {
    refused: [null, ' '],
    accepted: ['1'],
  });
});
