import { useId } from 'react';
import { useQeT } from '../i18n/use-qe-i18n';

/** Reading font sizes of spec §2. */
export const READING_FONT_SIZES = ['large', 'default', 'small'] as const;
export type ReadingFontSize = (typeof READING_FONT_SIZES)[number];

const LABELS = { large: 'fontLarge', default: 'fontDefault', small: 'fontSmall' } as const;

/** Radio group switching the reading font size. */
export function FontSizeSwitch({
  value,
  onChange,
}: {
  value: ReadingFontSize;
  onChange: (size: ReadingFontSize) => void;
}) {
  const t = useQeT();
  const name = useId();
  return (
    <fieldset className="hqe-font-size">
      <legend className="hqe-font-size__legend">{t('fontSize')}</legend>
      {READING_FONT_SIZES.map((size) => (
        <label key={size} className={`hqe-chip${value === size ? ' hqe-chip--on' : ''}`}>
          <input
            type="radio"
            className="hqe-visually-hidden"
            name={name}
            value={size}
            checked={value === size}
            onChange={() => onChange(size)}
          />
          {t(LABELS[size])}
        </label>
      ))}
    </fieldset>
  );
}
