/** Seconds before a limited-listen audio restarts while plays remain (spec §4, §9). */
export const RELISTEN_DELAY_MS = 2000;
/** Delay before the audio element is initialised (spec §4, §9). */
export const AUDIO_INIT_DELAY_MS = 1000;

/** Playback state of an audio with a limited number of listens. */
export interface ListenState {
  /** Plays left; Infinity when the audio is not limited. */
  remaining: number;
  /** True once every play has been used. */
  disabled: boolean;
}

/** What the player does after the audio ends. */
export type EndAction =
  | { kind: 'restart'; afterMs: number; event: 'listen' }
  | { kind: 'finish'; event: 'finished' }
  | { kind: 'stop' };

/** The initial state; `answerAudioNum` of 0, null or less means unlimited. */
export function initialListenState(answerAudioNum: number | null | undefined): ListenState {
  const limited = typeof answerAudioNum === 'number' && answerAudioNum > 0;
  return { remaining: limited ? answerAudioNum : Number.POSITIVE_INFINITY, disabled: false };
}

export function isLimited(state: ListenState): boolean {
  return Number.isFinite(state.remaining) || state.disabled;
}

/** Starts a play: each play decreases the remaining plays. Returns null when no play is left. */
export function startPlay(state: ListenState): ListenState | null {
  if (state.disabled || state.remaining <= 0) return null;
  return { ...state, remaining: state.remaining - 1 };
}

/**
 * At the end of a play: a limited audio with plays left restarts after 2 s and emits a listen
 * event; with none left it is disabled and emits a finished event; an unlimited one just stops.
 */
export function endPlay(state: ListenState): { state: ListenState; action: EndAction } {
  if (!isLimited(state)) return { state, action: { kind: 'stop' } };
  if (state.remaining > 0)
    return { state, action: { kind: 'restart', afterMs: RELISTEN_DELAY_MS, event: 'listen' } };
  return { state: { ...state, disabled: true }, action: { kind: 'finish', event: 'finished' } };
}

/** Seeking is blocked in limited mode. */
export function canSeek(state: ListenState): boolean {
  return !isLimited(state);
}
