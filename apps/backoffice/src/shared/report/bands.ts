import {
  type MasteryLevel,
  masteryLevel,
  type ProgressColourBand,
  progressColourBand,
  ringBand,
  wholePercent,
} from '@harbour/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * §9's colours for reports. Which band a rate falls in is the domain's (report-measures.ts: progress colour
 * bands, ring bands, mastery levels), never decided here; this file only gives each band its colour, the
 * text shown on it and the name said beside it, so nothing is read by colour alone.
 */

/** The colour scales a report shows: progress bands, ring bands (every 20 points) and mastery levels. */
export type BandScale = 'progress' | 'ring' | 'mastery';

/** A colour of the scales: the five progress bands (mastery levels use them), five ring bands, grey. */
export type BandTone =
  | 'bright-red'
  | 'red'
  | 'dark-yellow'
  | 'bright-yellow'
  | 'green'
  | 'ring-0'
  | 'ring-1'
  | 'ring-2'
  | 'ring-3'
  | 'ring-4'
  | 'grey';

/**
 * Each tone's fill (the same hex as @harbour/ui's tokens.css, --hb-band-*, --hb-ring-*, --hb-degree-grey:
 * a test keeps them equal) and the text colour written on it, chosen for a contrast of at least 4.5:1.
 * Charts take the fill (an SVG fill attribute cannot read a CSS variable everywhere).
 */
export const BAND_COLOURS: Readonly<Record<BandTone, { fill: string; text: string }>> = {
  'bright-red': { fill: '#ef4444', text: '#111827' },
  red: { fill: '#b91c1c', text: '#ffffff' },
  'dark-yellow': { fill: '#b45309', text: '#ffffff' },
  'bright-yellow': { fill: '#facc15', text: '#111827' },
  green: { fill: '#16a34a', text: '#111827' },
  'ring-0': { fill: '#ef4444', text: '#111827' },
  'ring-1': { fill: '#f97316', text: '#111827' },
  'ring-2': { fill: '#eab308', text: '#111827' },
  'ring-3': { fill: '#84cc16', text: '#111827' },
  'ring-4': { fill: '#16a34a', text: '#111827' },
  grey: { fill: '#9ca3af', text: '#111827' },
};

/** The tone of each progress band. */
export const PROGRESS_TONES: Readonly<Record<ProgressColourBand, BandTone>> = {
  BRIGHT_RED: 'bright-red',
  RED: 'red',
  DARK_YELLOW: 'dark-yellow',
  BRIGHT_YELLOW: 'bright-yellow',
  GREEN: 'green',
};

/** Mastery levels share the progress bands (report-measures.ts: a level and its colour never disagree). */
export const MASTERY_TONES: Readonly<Record<MasteryLevel, BandTone>> = {
  FULL: 'green',
  MASTERED: 'bright-yellow',
  PARTIAL: 'dark-yellow',
  MINIMAL: 'red',
  NONE: 'bright-red',
};

/** The names of the mastery levels (§3). */
export const MASTERY_LABELS: Readonly<Record<MasteryLevel, MessageDescriptor>> = {
  FULL: msg`Full mastery`,
  MASTERED: msg`Mastered`,
  PARTIAL: msg`Partly mastered`,
  MINIMAL: msg`Minimal mastery`,
  NONE: msg`Not mastered`,
};

/** The names of the progress bands, said beside their colour (legends, screen readers). */
export const PROGRESS_BAND_LABELS: Readonly<Record<ProgressColourBand, MessageDescriptor>> = {
  BRIGHT_RED: msg`Under 30%`,
  RED: msg`30–59%`,
  DARK_YELLOW: msg`60–74%`,
  BRIGHT_YELLOW: msg`75–89%`,
  GREEN: msg`90% and over`,
};

/** The names of the ring bands (20 points each). */
export const RING_BAND_LABELS: readonly MessageDescriptor[] = [
  msg`0–19%`,
  msg`20–39%`,
  msg`40–59%`,
  msg`60–79%`,
  msg`80–100%`,
];

/** The text of no data (grey). */
export const NO_DATA_LABEL: MessageDescriptor = msg`No data`;

/** The tone of a rate (0–100, or null for no data) on a scale: grey when there is no rate. */
export function bandTone(scale: BandScale, rate: number | null): BandTone {
  if (scale === 'ring') {
    const band = ringBand(rate);
    return band === null ? 'grey' : `ring-${band}`;
  }
  if (scale === 'mastery') {
    const level = masteryLevel(rate);
    return level === null ? 'grey' : MASTERY_TONES[level];
  }
  const band = progressColourBand(rate);
  return band === null ? 'grey' : PROGRESS_TONES[band];
}

/** The tone of a mastery level (null: grey). */
export function masteryTone(level: MasteryLevel | null): BandTone {
  return level === null ? 'grey' : MASTERY_TONES[level];
}

/** The fill colour of a rate on a scale, for a chart's bar or slice. */
export function bandFill(scale: BandScale, rate: number | null): string {
  return BAND_COLOURS[bandTone(scale, rate)].fill;
}

/**
 * A rate as shown beside its colour: its whole percentage ("72%", the domain's `wholePercent`, which the
 * colour reads too), or null when there is none.
 */
export function percentText(rate: number | null): string | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  return `${wholePercent(rate)}%`;
}
