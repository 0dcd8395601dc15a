import { type ProgressColourBand, progressColourBand, ringBand as ringBandOfRate } from '@harbour/domain';

/** Progress colour bands (spec back-office §9), as the widgets' class names. */
export type ProgressBand = 'bright-red' | 'red' | 'dark-yellow' | 'bright-yellow' | 'green';

const PROGRESS_BAND_CLASSES: Record<ProgressColourBand, ProgressBand> = {
  BRIGHT_RED: 'bright-red',
  RED: 'red',
  DARK_YELLOW: 'dark-yellow',
  BRIGHT_YELLOW: 'bright-yellow',
  GREEN: 'green',
};

/** The domain's progress colour band of a percentage; a bar without a number is drawn bright red. */
export function progressBand(percent: number): ProgressBand {
  return PROGRESS_BAND_CLASSES[progressColourBand(percent) ?? 'BRIGHT_RED'];
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

/** Ring bands 0–4: [0,20), [20,40), [40,60), [60,80), [80,100]. */
export type RingBand = 0 | 1 | 2 | 3 | 4;

/** The domain's ring band of a percentage; a ring without a number is in band 0. */
export function ringBand(percent: number): RingBand {
  return ringBandOfRate(percent) ?? 0;
}

/** Clamps a percentage into 0–100; anything not a number counts as 0. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return percent === Number.POSITIVE_INFINITY ? 100 : 0;
  return Math.min(100, Math.max(0, percent));
}
