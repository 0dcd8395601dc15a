import { MASTERY_LEVELS, type MasteryLevel, masteryLevel, PROGRESS_COLOUR_BANDS } from '@harbour/domain';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  BAND_COLOURS,
  type BandScale,
  type BandTone,
  bandTone,
  MASTERY_LABELS,
  masteryTone,
  NO_DATA_LABEL,
  PROGRESS_BAND_LABELS,
  PROGRESS_TONES,
  percentText,
  RING_BAND_LABELS,
} from './bands';
import './report.css';

/** A pill in one of §9's colours with its text on it, in a colour of enough contrast. */
export function Badge({ tone, children }: { tone: BandTone; children: ReactNode }) {
  const { fill, text } = BAND_COLOURS[tone];
  return (
    <span className="hb-report-badge" data-tone={tone} style={{ backgroundColor: fill, color: text }}>
      {children}
    </span>
  );
}

export interface BandBadgeProps {
  /** The rate, 0–100; null (or undefined) for no data: grey, "No data". */
  rate: number | null | undefined;
  /** The colour scale: progress bands (default), ring bands of 20 points, or mastery levels. */
  scale?: BandScale;
  /**
   * The text on the badge instead of the default (the percentage; for mastery the level's name and the
   * percentage). Keep it a value: the colour is never the only thing read.
   */
  children?: ReactNode;
}

/** A rate in its §9 colour with its value written on it: "72%", "Mastered · 80%", "No data". */
export function BandBadge({ rate, scale = 'progress', children }: BandBadgeProps) {
  const { i18n } = useLingui();
  const value = rate ?? null;
  const percent = percentText(value);
  let text: ReactNode = children;
  if (text === undefined) {
    const level = scale === 'mastery' ? masteryLevel(value) : null;
    if (percent === null) text = i18n._(NO_DATA_LABEL);
    else if (level) text = `${i18n._(MASTERY_LABELS[level])} · ${percent}`;
    else text = percent;
  }
  return <Badge tone={bandTone(scale, value)}>{text}</Badge>;
}

export interface MasteryBadgeProps {
  /** The level (null: nothing answered on the objective, grey "No data"). */
  level: MasteryLevel | null;
  /** The score rate, written after the level's name when given. */
  rate?: number | null;
}

/** A mastery level in its colour with its name (and rate): "Partly mastered · 64%". */
export function MasteryBadge({ level, rate }: MasteryBadgeProps) {
  const { i18n } = useLingui();
  if (level === null) return <Badge tone="grey">{i18n._(NO_DATA_LABEL)}</Badge>;
  const percent = percentText(rate ?? null);
  const name = i18n._(MASTERY_LABELS[level]);
  return <Badge tone={masteryTone(level)}>{percent ? `${name} · ${percent}` : name}</Badge>;
}

/** A legend of a scale: each colour with its name, and grey for no data (beside a chart or a table). */
export function BandLegend({ scale = 'progress' }: { scale?: BandScale }) {
  const { i18n, t } = useLingui();
  const entries: { tone: BandTone; label: string }[] =
    scale === 'mastery'
      ? MASTERY_LEVELS.map((level) => ({ tone: masteryTone(level), label: i18n._(MASTERY_LABELS[level]) }))
      : scale === 'ring'
        ? RING_BAND_LABELS.map((label, band) => ({ tone: `ring-${band}` as BandTone, label: i18n._(label) }))
        : [...PROGRESS_COLOUR_BANDS].reverse().map((band) => ({
            tone: PROGRESS_TONES[band],
            label: i18n._(PROGRESS_BAND_LABELS[band]),
          }));
  return (
    <ul className="hb-report-legend" aria-label={t`Colour key`}>
      {[...entries, { tone: 'grey' as const, label: i18n._(NO_DATA_LABEL) }].map((entry) => (
        <li key={entry.tone}>
          <span
            className="hb-report-legend__swatch"
            aria-hidden="true"
            style={{ backgroundColor: BAND_COLOURS[entry.tone].fill }}
          />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
