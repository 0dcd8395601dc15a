import { clampPercent, progressBand } from '@harbour/ui';

/**
 * A row progress bar with the spec's colour bands, drawn like @harbour/ui's RowProgress. Not that
 * widget itself: it is built on react-aria's ProgressBar, a module react-aria's Button shares, so
 * using it on a page moves the ProgressBar code (and its number formatter) into the login chunk.
 */
export function BandProgress({ percent, label }: { percent: number; label: string }) {
  const value = clampPercent(percent);
  const band = progressBand(value);
  return (
    <div
      className={`hb-row-progress hb-band--${band}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      data-band={band}
    >
      <div className="hb-row-progress__head" aria-hidden="true">
        <span className="hb-row-progress__label">{label}</span>
        <span className="hb-row-progress__value">{value}%</span>
      </div>
      <div className="hb-row-progress__track">
        <div className="hb-row-progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
