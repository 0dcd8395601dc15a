import { allAnswered } from './report-state';

const answered = (data: number) => ({ isPending: false, isError: false, error: null, data });
const pending = { isPending: true, isError: false, error: null, data: undefined };
const failed = { isPending: false, isError: true, error: new Error('refused'), data: undefined };

describe('allAnswered', () => {
  it('holds every answer in order once all have come', () => {
    expect(allAnswered([answered(1), answered(2)])).toEqual({
      isPending: false,
      isError: false,
      error: null,
      data: [1, 2],
    });
  });
  it('is loading while one is on its way, or while the reads cannot be asked yet', () => {
    for (const state of [allAnswered([answered(1), pending]), allAnswered([answered(1)], false)]) {
      expect(state.isPending).toBe(true);
      expect(state.data).toBeUndefined();
    }
  });
  it('has failed with the first failure when one has failed', () => {
    expect(allAnswered([answered(1), failed, pending])).toMatchObject({ isError: true, error: failed.error });
  });
});
