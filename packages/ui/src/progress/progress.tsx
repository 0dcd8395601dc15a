import { type ReactNode, useId } from 'react';
import { clampPercent, degreeColour, progressBand, ringBand } from './colour-bands';

/** Diameter and stroke of the circle progress in px. */
export const CIRCLE_PROGRESS_SIZE = 80;
export const CIRCLE_PROGRESS_STROKE = 8;

export interface ProgressProps {
  /** Percentage 0–100; out-of-range values are clamped. */
  percent: number;
  /** Accessible name; shown as text too unless `hideLabel`. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

/**
 * A `role="progressbar"` named by its label, valued 0–100 and read as "N%". Not react-aria's ProgressBar:
 * its module is one react-aria's Button imports, so using it anywhere moved the ProgressBar code (with a
 * number formatter) into the chunk of every page with a button (+2.5 kB on the dashboard).
 */
function ProgressRole({
  className,
  value,
  band,
  children,
}: {
  className: string;
  value: number;
  band: string | number;
  children: (ids: { labelId: string; valueText: string }) => ReactNode;
}) {
  const labelId = useId();
  const valueText = `${Math.round(value)}%`;
  return (
    <div
      className={className}
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      data-band={band}
    >
      {children({ labelId, valueText })}
    </div>
  );
}

/** A horizontal bar coloured by the progress bands (under 30 bright red … 90+ green). */
export function RowProgress({ percent, label, hideLabel }: ProgressProps) {
  const value = clampPercent(percent);
  const band = progressBand(value);
  return (
    <ProgressRole className={`hb-row-progress hb-band--${band}`} value={value} band={band}>
      {({ labelId, valueText }) => (
        <>
          <div className="hb-row-progress__head">
            <span id={labelId} className={hideLabel ? 'hb-visually-hidden' : 'hb-row-progress__label'}>
              {label}
            </span>
            <span className="hb-row-progress__value">{valueText}</span>
          </div>
          <div className="hb-row-progress__track">
            <div className="hb-row-progress__fill" style={{ width: `${value}%` }} />
          </div>
        </>
      )}
    </ProgressRole>
  );
}

/** A ring whose colour changes every 20 points. */
export function CircleProgress({ percent, label, hideLabel }: ProgressProps) {
  const value = clampPercent(percent);
  const band = ringBand(value);
  const radius = (CIRCLE_PROGRESS_SIZE - CIRCLE_PROGRESS_STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = CIRCLE_PROGRESS_SIZE / 2;
  return (
    <ProgressRole className={`hb-circle-progress hb-ring--${band}`} value={value} band={band}>
      {({ labelId, valueText }) => (
        <>
          <div className="hb-circle-progress__ring">
            <svg
              className="hb-circle-progress__svg"
              width={CIRCLE_PROGRESS_SIZE}
              height={CIRCLE_PROGRESS_SIZE}
              viewBox={`0 0 ${CIRCLE_PROGRESS_SIZE} ${CIRCLE_PROGRESS_SIZE}`}
              aria-hidden="true"
            >
              <circle className="hb-circle-progress__track" cx={centre} cy={centre} r={radius} />
              <circle
                className="hb-circle-progress__fill"
                cx={centre}
                cy={centre}
                r={radius}
                strokeDasharray={circumference}
                strokeDashoffset={circumference * (1 - value / 100)}
                transform={`rotate(-90 ${centre} ${centre})`}
              />
            </svg>
            <span className="hb-circle-progress__value">{valueText}</span>
          </div>
          <span id={labelId} className={hideLabel ? 'hb-visually-hidden' : 'hb-circle-progress__label'}>
            {label}
          </span>
        </>
      )}
    </ProgressRole>
  );
}

export interface DegreeMarkProps {
  /** Degree level 1–5; anything else shows grey. */
  level: number;
  /** Text beside the mark, e.g. the mastery level's name. */
  label: string;
}

/** A coloured dot on the five-level degree scale, red (1) to green (5), grey otherwise. */
export function DegreeMark({ level, label }: DegreeMarkProps) {
  const colour = degreeColour(level);
  return (
    <span className={`hb-degree hb-degree--${colour}`} data-colour={colour}>
      <span className="hb-degree__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
