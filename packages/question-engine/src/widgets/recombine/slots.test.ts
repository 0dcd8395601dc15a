import { emptySlots, moveBetweenSlots, placeInSlot, poolOptions, returnToPool } from './slots';

describe('recombination slots (spec §4)', () => {
  it('hides an option placed in a slot from the pool', () => {
    const slots = placeInSlot(emptySlots(3), 1, 0);
    expect(slots).toEqual([1, null, null]);
    expect(poolOptions(3, slots)).toEqual([0, 2]);
  });

  it('returns the previous item of an occupied slot to the pool', () => {
    const slots = placeInSlot(placeInSlot(emptySlots(2), 0, 0), 1, 0);
    expect(slots).toEqual([1, null]);
    expect(poolOptions(2, slots)).toEqual([0]);
  });

  it('frees the old slot when an option moves to another slot', () => {
    expect(placeInSlot([2, null, null], 2, 2)).toEqual([null, null, 2]);
    expect(moveBetweenSlots([2, 0, null], 0, 1)).toEqual([null, 2, null]);
  });

  it('returns a clicked placed item to the pool', () => {
    const slots = returnToPool([2, 0], 0);
    expect(slots).toEqual([null, 0]);
    expect(poolOptions(3, slots)).toEqual([1, 2]);
  });

  it('keeps options in the pool and in several slots when repeats are allowed', () => {
    const slots = placeInSlot(placeInSlot(emptySlots(2), 0, 0, true), 0, 1, true);
    expect(slots).toEqual([0, 0]);
    expect(poolOptions(2, slots, true)).toEqual([0, 1]);
  });

  it('ignores a slot outside the range', () => {
    expect(placeInSlot([null], 0, 5)).toEqual([null]);
    expect(moveBetweenSlots([null, null], 0, 1)).toEqual([null, null]);
  });
});
