import { deleteLink, initialLinkState, pickLeft, pickRight } from './links';

describe('connect links (spec §4, §5)', () => {
  it('links a picked left item to a right item', () => {
    const picked = pickLeft(initialLinkState, 0);
    expect(picked.outcome).toBe('picked');
    const linked = pickRight(picked.state, 2);
    expect(linked.outcome).toBe('linked');
    expect(linked.state).toEqual({ links: [{ left: 0, right: 2 }], pickedLeft: null });
  });

  it('asks for a left item first when a right item is chosen first', () => {
    expect(pickRight(initialLinkState, 1).outcome).toBe('needLeftFirst');
  });

  it('does not let an already linked left item be chosen again', () => {
    const state = { links: [{ left: 0, right: 1 }], pickedLeft: null };
    expect(pickLeft(state, 0)).toEqual({ state, outcome: 'alreadyLinked' });
  });

  it('unpicks a left item picked twice', () => {
    const { state } = pickLeft(initialLinkState, 1);
    expect(pickLeft(state, 1).state.pickedLeft).toBeNull();
  });

  it('lets several left items link to one right item in connect, but moves it in matching', () => {
    const two = { links: [{ left: 0, right: 1 }], pickedLeft: 1 };
    expect(pickRight(two, 1).state.links).toHaveLength(2);
    expect(pickRight(two, 1, true).state.links).toEqual([{ left: 1, right: 1 }]);
  });

  it('deletes a line', () => {
    expect(deleteLink({ links: [{ left: 0, right: 1 }], pickedLeft: null }, 0).links).toEqual([]);
  });
});
