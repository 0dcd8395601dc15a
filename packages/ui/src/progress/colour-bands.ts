/** Progress colour bands (spec back-office §9): under 30, 30–59, 60–74, 75–89, 90 and over. */
export type ProgressBand = 'bright-red' | 'red' | 'dark-yellow' | 'bright-yellow' | 'green';

export const PROGRESS_BAND_LIMITS = { red: 30, darkYellow: 60, brightYellow: 75, green: 90 } as const;

export function progressBand(percent: number): ProgressBand {
  if (percent < PROGRESS_BAND_LIMITS.red) return 'bright-red';
  if (percent < PROGRESS_BAND_LIMITS.darkYellow) return 'red';
  if (percent < PROGRESS_BAND_LIMITS.brightYellow) return 'dark-yellow';
  if (percent < PROGRESS_BAND_LIMITS.green) return 'bright-yellow';
  return 'green';
}
