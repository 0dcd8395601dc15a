import { blankCount } from '@harbour/question-core';
import { useRef } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { GapText } from '../shared/gap-text';
import type { WidgetProps } from '../shared/types';
import { FILL_MAX_WIDTH, FILL_MIN_WIDTH, fillRows } from './fill-rules';
import { MathField } from './math-field';

/** Shows a blank's verdict after checking (fill-in check states: unchecked, correct, wrong). */
export function GapVerdict({ index, verdict }: { index: number; verdict: boolean | null | undefined }) {
  const t = useQeT();
  if (verdict === null || verdict === undefined) return null;
  return (
    <span className={`hqe-mark hqe-mark--${verdict ? 'right' : 'wrong'}`}>
      <span aria-hidden="true">{verdict ? '✓' : '✗'}</span>
      <span className="hqe-visually-hidden">
        {t(verdict ? 'gapRight' : 'gapWrong', { index: index + 1 })}
      </span>
    </span>
  );
}

/** Fill-in and short answer: a textarea of 1 to 5 rows per blank, or math input with a math keyboard. */
export function FillWidget({ question, answer, onChange, disabled, items }: WidgetProps<string[]>) {
  const t = useQeT();
  const count = Math.max(blankCount(question), Array.isArray(answer) ? answer.length : 0);
  const values = Array.from({ length: count }, (_, index) =>
    Array.isArray(answer) ? (answer[index] ?? '') : '',
  );
  // The latest values, also between a change and the next render: mathlive reports input from its
  // own listener, so two quick changes (a blank, then the next) may both arrive before React renders;
  // building each change on the render's values would undo the first one.
  const latest = useRef(values);
  latest.current = values;
  const setValue = (index: number, value: string) => {
    const next = latest.current.map((v, i) => (i === index ? value : v));
    latest.current = next;
    onChange(next);
  };
  const wide = question.questionType === 'SHORT_ANSWER';

  const renderGap = (index: number) => {
    const verdict = items ? (items[index] ?? false) : null;
    const label = t('gap', { index: index + 1 });
    const state = verdict === null ? '' : verdict ? ' hqe-input--right' : ' hqe-input--wrong';
    return (
      <span className="hqe-fill">
        {question.useMathKeyboard ? (
          <MathField
            value={values[index] ?? ''}
            disabled={disabled}
            label={t('mathInput', { index: index + 1 })}
            onChange={(latex) => setValue(index, latex)}
          />
        ) : (
          <textarea
            className={`hqe-input hqe-fill__input${state}`}
            aria-label={label}
            aria-invalid={verdict === false ? true : undefined}
            rows={fillRows(values[index] ?? '')}
            value={values[index] ?? ''}
            disabled={disabled}
            style={{
              minWidth: FILL_MIN_WIDTH,
              maxWidth: FILL_MAX_WIDTH,
              width: wide
                ? FILL_MAX_WIDTH
                : `calc(${Math.max(6, Array.from(values[index] ?? '').length + 2)}ch + 1em)`,
            }}
            onChange={(event) => setValue(index, event.target.value)}
          />
        )}
        <GapVerdict index={index} verdict={verdict} />
      </span>
    );
  };

  return <GapText question={question} count={count} renderGap={renderGap} />;
}
