import { decodeAnswer, emptyAnswer, encodeAnswer } from '../engine';
import { itChecks, itNeedsAnswer, sampleQuestion } from '../test-helpers';

const recombine = sampleQuestion('sample-group-sentences-en');

describe('RECOMBINE_SENTENCE', () => {
  itChecks(recombine, [
    ['returns RIGHT for the sentence in order', 'I##walk##to##school', 'RIGHT', [true, true, true, true]],
    ['marks each slot out of place', 'I##to##walk##school', 'PART_RIGHT', [true, false, false, true]],
    ['marks an empty slot wrong', 'I##walk####school', 'PART_RIGHT', [true, true, false, true]],
    ['returns WRONG for an empty answer', '', 'WRONG', [false, false, false, false]],
    ['keeps the case of option contents', 'i##walk##to##school', 'PART_RIGHT', [false, true, true, true]],
  ]);

  it("encodes the contents per slot joined by '##'", () => {
    expect(emptyAnswer(recombine)).toEqual(['', '', '', '']);
    expect(encodeAnswer(recombine, ['I', 'walk', '', ''])).toBe('I##walk####');
    expect(decodeAnswer(recombine, 'I##walk')).toEqual(['I', 'walk', '', '']);
  });

  itNeedsAnswer('needs at least one filled slot to submit', recombine, {
    refused: [['', '', '', '']],
    accepted: [['', 'to', '', '']],
  });
});
