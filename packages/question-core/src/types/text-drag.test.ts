import { checkAnswer, decodeAnswer, emptyAnswer, encodeAnswer } from '../engine';
import { itChecks, itNeedsAnswer, sampleQuestion } from '../test-helpers';

const drag = sampleQuestion('sample-text-drag-zh');

describe('TEXT_DRAG', () => {
  itChecks(drag, [
    ['returns RIGHT when each gap holds its option', '2;1', 'RIGHT', [true, true]],
    ['returns WRONG when the options are swapped', '1;2', 'WRONG', [false, false]],
    ['marks an empty gap wrong', '2;', 'PART_RIGHT', [true, false]],
    ['counts a missing gap as wrong', '2', 'PART_RIGHT', [true, false]],
    ['returns WRONG for an empty answer', '', 'WRONG', [false, false]],
  ]);

  it('accepts another option with the same content', () => {
    const repeated = {
      ...drag,
      options: [
        ...(drag.options ?? []),
        { optionNo: '4', serialNo: '4', optionContent: '公園裏', optionType: 'TEXT' as const },
      ],
    };
    expect(checkAnswer(repeated, '4;1').status).toBe('RIGHT');
  });

  it("encodes the serial numbers per gap joined by ';'", () => {
    expect(emptyAnswer(drag)).toEqual(['', '']);
    expect(encodeAnswer(drag, ['2', ''])).toBe('2;');
    expect(decodeAnswer(drag, '2;')).toEqual(['2', '']);
    expect(decodeAnswer(drag, '')).toEqual(['', '']);
  });

  itNeedsAnswer('needs at least one filled gap to submit', drag, {
    refused: [['', '']],
    accepted: [['', '1']],
  });
});
