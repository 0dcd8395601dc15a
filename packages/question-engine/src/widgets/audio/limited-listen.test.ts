import { canSeek, endPlay, initialListenState, RELISTEN_DELAY_MS, startPlay } from './limited-listen';

describe('limited-listen audio (spec §4)', () => {
  it('counts each play down and restarts after 2 s while plays remain', () => {
    const first = startPlay(initialListenState(2));
    expect(first).toEqual({ remaining: 1, disabled: false });
    const end = endPlay(first as NonNullable<typeof first>);
    expect(end.action).toEqual({ kind: 'restart', afterMs: RELISTEN_DELAY_MS, event: 'listen' });
    expect(RELISTEN_DELAY_MS).toBe(2000);
  });

  it('disables the audio and emits finished after the last play', () => {
    const last = startPlay(initialListenState(1));
    const end = endPlay(last as NonNullable<typeof last>);
    expect(end.state.disabled).toBe(true);
    expect(end.action).toEqual({ kind: 'finish', event: 'finished' });
    expect(startPlay(end.state)).toBeNull();
  });

  it('blocks seeking only in limited mode', () => {
    expect(canSeek(initialListenState(3))).toBe(false);
    expect(canSeek(initialListenState(0))).toBe(true);
    expect(canSeek(initialListenState(null))).toBe(true);
  });

  it('plays an unlimited audio forever', () => {
    const state = startPlay(initialListenState(undefined));
    expect(state?.remaining).toBe(Number.POSITIVE_INFINITY);
    expect(endPlay(state as NonNullable<typeof state>).action).toEqual({ kind: 'stop' });
  });
});
