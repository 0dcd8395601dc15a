import { checkAnswer, decodeAnswer, encodeAnswer } from '../engine';
import { itChecks, itNeedsAnswer, sampleQuestion } from '../test-helpers';

const connect = sampleQuestion('sample-connect-en');

describe('CONNECTING', () => {
  itChecks(connect, [
    ['returns RIGHT when every link is a reference pair', '1-B;2-C;3-A', 'RIGHT', [true, true, true]],
    ['gives items in the order of the student string', '3-A;1-C;2-B', 'PART_RIGHT', [true, false, false]],
    ['ignores the case of the right letter', '1-b;2-c;3-a', 'RIGHT', [true, true, true]],
    ['counts a left item linked twice once (first link)', '1-B;1-C;2-C;3-A', 'RIGHT', [true, true, true]],
    ['adds a wrong item per reference pair left unlinked', '1-B', 'PART_RIGHT', [true, false, false]],
    ['returns WRONG when every link is wrong', '1-A;2-B;3-C', 'WRONG', [false, false, false]],
    ['returns WRONG for an empty answer', '', 'WRONG', [false, false, false]],
    ['drops malformed entries', 'garbage;-A;1-', 'WRONG', [false, false, false]],
  ]);

  it('reads the key from questionAnswer when rightOptions is absent', () => {
    const { rightOptions: _ignored, ...withoutRightOptions } = connect;
    expect(checkAnswer(withoutRightOptions, '1-B;2-C;3-A').status).toBe('RIGHT');
  });

  it("encodes 'leftSerial-rightNo' pairs joined by ';'", () => {
    const pairs = [
      { left: '1', right: 'B' },
      { left: '2', right: 'C' },
    ];
    expect(encodeAnswer(connect, pairs)).toBe('1-B;2-C');
    expect(decodeAnswer(connect, '1-B;2-C')).toEqual(pairs);
    expect(decodeAnswer(connect, '1-B;1-C;x;2-')).toEqual([{ left: '1', right: 'B' }]);
  });

  itNeedsAnswer('needs at least one connection to submit', connect, {
    refused: [[], [{ left: '1', right: '' }]],
    accepted: [[{ left: '1', right: 'A' }]],
  });
});

describe('CONNECTING keys', () => {
  it('uses questionAnswer when rightOptions is empty', () => {
    expect(checkAnswer({ ...connect, rightOptions: [] }, '1-B;2-C;3-A').status).toBe('RIGHT');
  });

  it('accepts any of several right items a key lists for one left item', () => {
    const several = { ...connect, rightOptions: ['1-B', '1-C', '2-C', '3-A'] };
    expect(checkAnswer(several, '1-C;2-C;3-A').status).toBe('RIGHT');
  });
});
