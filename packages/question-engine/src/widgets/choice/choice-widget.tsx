import type { Option } from '@harbour/question-core';
import { useId } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { RichText } from '../shared/rich-text';
import { safeUrl } from '../shared/sanitize';
import type { WidgetProps } from '../shared/types';

/** Options per row: optionNumOneRaw 1 to 3 (spec §2, §9). */
export const MAX_OPTIONS_PER_ROW = 3;

/** Columns of the option grid: optionNumOneRaw clamped to 1–3, 1 when absent. */
export function optionsPerRow(optionNumOneRaw: number | undefined): number {
  if (!optionNumOneRaw || !Number.isFinite(optionNumOneRaw)) return 1;
  return Math.min(MAX_OPTIONS_PER_ROW, Math.max(1, Math.round(optionNumOneRaw)));
}

/** Letter shown before the option at `index` when showOptionLetterStatus is on. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/**
 * The verdict on each option after checking: the core gives one item per selected option, in the
 * order of the selection; options not selected get none (spec §2: each chosen option is marked).
 */
export function optionVerdicts(
  selected: readonly string[],
  items: readonly boolean[] | null,
): Map<string, boolean> {
  const verdicts = new Map<string, boolean>();
  if (!items) return verdicts;
  selected.forEach((optionNo, index) => {
    const item = items[index];
    if (item !== undefined) verdicts.set(optionNo.trim(), item);
  });
  return verdicts;
}

function OptionContent({ option, alt }: { option: Option; alt: string }) {
  if (option.optionType === 'PICTURE')
    return <img className="hqe-option__picture" src={safeUrl(option.optionContent)} alt={alt} />;
  return <RichText text={option.optionContent} />;
}

/** Single choice: radio buttons laid out 1 to 3 per row. */
export function SingleChoiceWidget(props: WidgetProps<string | null>) {
  return (
    <ChoiceWidget {...props} onChange={(value) => props.onChange(typeof value === 'string' ? value : null)} />
  );
}

/** Multiple choice: checkboxes laid out 1 to 3 per row. */
export function MultipleChoiceWidget(props: WidgetProps<string[]>) {
  return <ChoiceWidget {...props} onChange={(value) => props.onChange(Array.isArray(value) ? value : [])} />;
}

/** Single and multiple choice: radio buttons or checkboxes laid out 1 to 3 per row. */
function ChoiceWidget({
  question,
  answer,
  onChange,
  disabled,
  items,
}: WidgetProps<string | null | string[]>) {
  const t = useQeT();
  const name = useId();
  const multiple = question.questionType === 'MULTIPLE_CHOICE';
  const selected = multiple
    ? Array.isArray(answer)
      ? answer
      : []
    : typeof answer === 'string'
      ? [answer]
      : [];
  const verdicts = optionVerdicts(selected, items);
  const columns = optionsPerRow(question.optionNumOneRaw);
  const options = question.options ?? [];

  const toggle = (optionNo: string, checked: boolean) => {
    if (!multiple) return onChange(optionNo);
    const rest = selected.filter((value) => value !== optionNo);
    onChange(checked ? [...rest, optionNo] : rest);
  };

  return (
    <fieldset className="hqe-choice" disabled={disabled}>
      <legend className="hqe-visually-hidden">{t('options')}</legend>
      <div className="hqe-choice__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {options.map((option, index) => {
          const checked = selected.includes(option.optionNo);
          const verdict = verdicts.get(option.optionNo);
          const letter = optionLetter(index);
          const state = verdict === undefined ? '' : verdict ? ' hqe-option--right' : ' hqe-option--wrong';
          return (
            <label
              key={option.optionNo}
              className={`hqe-option${checked ? ' hqe-option--checked' : ''}${state}`}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.optionNo}
                checked={checked}
                onChange={(event) => toggle(option.optionNo, event.target.checked)}
              />
              {question.showOptionLetterStatus && <span className="hqe-option__letter">{letter}.</span>}
              <OptionContent option={option} alt={`${t('options')} ${letter}`} />
              {verdict !== undefined && (
                <span className={`hqe-mark hqe-mark--${verdict ? 'right' : 'wrong'}`}>
                  <span aria-hidden="true">{verdict ? '✓' : '✗'}</span>
                  <span className="hqe-visually-hidden">{verdict ? t('optionRight') : t('optionWrong')}</span>
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
