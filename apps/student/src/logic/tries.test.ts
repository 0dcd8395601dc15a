import { triesLeftOf } from './tries';

describe('triesLeftOf', () => {
  const limited = { immediateFeedback: true, maxTries: 2 as const };
  it('counts down from the limit by the checks the server counted', () => {
    expect(triesLeftOf({ questionId: 7, triesUsed: {} }, [], limited)).toEqual({ '7': 2 });
    expect(triesLeftOf({ questionId: 7, triesUsed: { '': 2 } }, [], limited)).toEqual({ '7': 0 });
    expect(triesLeftOf({ questionId: 7, triesUsed: { c1: 1 } }, ['c1', 'c2'], limited)).toEqual({
      c1: 1,
      c2: 2,
    });
  });
  it('says nothing when checks are unlimited or not counted', () => {
    expect(
      triesLeftOf({ questionId: 7, triesUsed: {} }, [], { immediateFeedback: true, maxTries: null }),
    ).toBeUndefined();
    expect(
      triesLeftOf({ questionId: 7, triesUsed: {} }, [], { immediateFeedback: false, maxTries: 1 }),
    ).toBeUndefined();
  });
});
