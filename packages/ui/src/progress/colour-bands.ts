/** Progress colour bands (spec back-office §9): under 30, 30–59, 60–74, 75–89, 90 and over. */
export type ProgressBand = 'bright-red' | 'red' | 'dark-yellow' | 'bright-yellow' | 'green';

/** The lowest percentage of each band above the first. */
export const PROGRESS_BAND_LIMITS = { red: 30, darkYellow: 60, brightYellow: 75, green: 90 } as const;

export function progressBand(percent: number): ProgressBand {
  if (!(percent >= PROGRESS_BAND_LIMITS.red)) return 'bright-red';
  if (percent < PROGRESS_BAND_LIMITS.darkYellow) return 'red';
  if (percent < PROGRESS_BAND_LIMITS.brightYellow) return 'dark-yellow';
  if (percent < PROGRESS_BAND_LIMITS.green) return 'bright-yellow';
  return 'green';
}

/** Five-level degree scale (spec §9), red to green; any other level is grey. */
export type DegreeColour = 'red' | 'orange-red' | 'yellow' | 'green-yellow' | 'green' | 'grey';

/** The colour of degree levels 1 to 5, in order. */
export const DEGREE_COLOURS: readonly DegreeColour[] = [
  'red',
  'orange-red',
  'yellow',
  'green-yellow',
  'green',
];

export function degreeColour(level: number): DegreeColour {
  if (!Number.isInteger(level)) return 'grey';
  return DEGREE_COLOURS[level - 1] ?? 'grey';
}

/** Ring progress changes colour every 20 points (spec §9). */
export const RING_BAND_WIDTH = 20;
/** Ring bands 0–4: [0,20), [20,40), [40,60), [60,80), [80,100]. */
export type RingBand = 0 | 1 | 2 | 3 | 4;
const LAST_RING_BAND: RingBand = 4;

export function ringBand(percent: number): RingBand {
  if (!(percent > 0)) return 0;
  return Math.min(LAST_RING_BAND, Math.floor(percent / RING_BAND_WIDTH)) as RingBand;
}

/** Clamps a percentage into 0–100; anything not a number counts as 0. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return percent === Number.POSITIVE_INFINITY ? 100 : 0;
  return Math.min(100, Math.max(0, percent));
}
