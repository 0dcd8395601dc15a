import { checkAnswer, decodeAnswer, encodeAnswer } from '../engine';
import { itChecks, itNeedsAnswer, sampleQuestion } from '../test-helpers';

const multiple = sampleQuestion('sample-multiple-math');

describe('MULTIPLE_CHOICE', () => {
  itChecks(multiple, [
    ['returns RIGHT when the selected set equals the correct set', '1;3', 'RIGHT', [true, true]],
    ['ignores the order of the selection', '3;1', 'RIGHT', [true, true]],
    ['ignores repeated options', '1;3;1', 'RIGHT', [true, true]],
    ['returns WRONG when a correct option is missing', '1', 'WRONG', [true]],
    ['returns WRONG when a wrong option is added, marking it', '1;2;3', 'WRONG', [true, false, true]],
    ['returns WRONG with no items for an empty answer', '', 'WRONG', []],
    ['skips empty entries', ';1;;3;', 'RIGHT', [true, true]],
  ]);

  it('accepts letters in any case as option numbers', () => {
    const lettered = { ...multiple, questionAnswer: 'A;C' };
    expect(checkAnswer(lettered, 'c;a').status).toBe('RIGHT');
  });

  it("joins option numbers with ';'", () => {
    expect(encodeAnswer(multiple, ['3', '1'])).toBe('3;1');
    expect(encodeAnswer(multiple, ['3', '3'])).toBe('3');
    expect(decodeAnswer(multiple, '3;1')).toEqual(['3', '1']);
    expect(decodeAnswer(multiple, ';;')).toEqual([]);
  });

  itNeedsAnswer('needs at least one option to submit', multiple, {
    refused: [[]],
    accepted: [['2']],
  });
});
