import type { Subject } from '@harbour/question-core';
import { blankCount } from '@harbour/question-core';
import { useEffect, useId, useRef, useState } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { GapVerdict } from '../fill/fill-widget';
import { GapText } from '../shared/gap-text';
import { withPositionKeys } from '../shared/position-keys';
import { RichText } from '../shared/rich-text';
import type { WidgetProps } from '../shared/types';

/** Height cap of the dropdown list, in px (spec §2). */
export const SELECT_LIST_MAX_HEIGHT = 500;
/** The prompt of ENGLISH questions, never translated (spec §2). */
export const ENGLISH_SELECT_PROMPT = 'Please select';

/** The dropdown prompt: 'Please select' for ENGLISH, otherwise the translated prompt. */
export function selectPrompt(subject: Subject, translated: string): string {
  return subject === 'ENGLISH' ? ENGLISH_SELECT_PROMPT : translated;
}

interface DropdownProps {
  label: string;
  prompt: string;
  value: string;
  choices: readonly string[];
  disabled: boolean;
  invalid: boolean;
  verdictClass: string;
  onChange: (value: string) => void;
}

/** A select-only combobox (WAI-ARIA pattern) whose list is capped at 500 px. */
function Dropdown({
  label,
  prompt,
  value,
  choices,
  disabled,
  invalid,
  verdictClass,
  onChange,
}: DropdownProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector(`#${CSS.escape(`${id}-${active}`)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!button.current?.contains(target) && !list.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const openList = () => {
    setActive(Math.max(0, choices.indexOf(value)));
    setOpen(true);
  };
  const choose = (index: number) => {
    const choice = choices[index];
    if (choice !== undefined) onChange(choice);
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (disabled) return;
    const last = choices.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open) setActive((a) => Math.min(last, a + 1));
        else openList();
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((a) => Math.max(0, a - 1));
        else openList();
        break;
      case 'Home':
        event.preventDefault();
        if (open) setActive(0);
        break;
      case 'End':
        event.preventDefault();
        if (open) setActive(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) choose(active);
        else openList();
        break;
      case 'Escape':
        if (open) event.preventDefault();
        setOpen(false);
        break;
      case 'Tab':
        if (open) choose(active);
        break;
      default:
    }
  };

  return (
    <span className="hqe-dropdown">
      <button
        ref={button}
        type="button"
        role="combobox"
        className={`hqe-dropdown__button${verdictClass}`}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
      >
        {value === '' ? <span className="hqe-dropdown__prompt">{prompt}</span> : <RichText text={value} />}
        <span aria-hidden="true" className="hqe-dropdown__arrow">
          ▾
        </span>
      </button>
      {open && (
        <div
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="hqe-dropdown__list"
          style={{ maxHeight: SELECT_LIST_MAX_HEIGHT }}
        >
          {withPositionKeys(choices, 'choice').map(({ key, item: choice }, index) => (
            <div
              key={key}
              tabIndex={-1}
              id={`${id}-${index}`}
              role="option"
              aria-selected={choice === value}
              className={`hqe-dropdown__option${index === active ? ' hqe-dropdown__option--active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onKeyDown={onKeyDown}
              onMouseEnter={() => setActive(index)}
            >
              <RichText text={choice} />
            </div>
          ))}
        </div>
      )}
    </span>
  );
}

/** Choice completion: a dropdown per gap listing the question's options. */
export function SelectFillWidget({ question, answer, onChange, disabled, items }: WidgetProps<string[]>) {
  const t = useQeT();
  const count = Math.max(blankCount(question), Array.isArray(answer) ? answer.length : 0);
  const values = Array.from({ length: count }, (_, index) =>
    Array.isArray(answer) ? (answer[index] ?? '') : '',
  );
  const choices = (question.options ?? []).map((option) => option.optionContent);
  const prompt = selectPrompt(question.subjectCode, t('pleaseSelect'));
  return (
    <GapText
      question={question}
      count={count}
      renderGap={(index) => {
        const verdict = items ? (items[index] ?? false) : null;
        return (
          <span className="hqe-fill">
            <Dropdown
              label={t('gap', { index: index + 1 })}
              prompt={prompt}
              value={values[index] ?? ''}
              choices={choices}
              disabled={disabled}
              invalid={verdict === false}
              verdictClass={verdict === null ? '' : verdict ? ' hqe-input--right' : ' hqe-input--wrong'}
              onChange={(value) => onChange(values.map((v, i) => (i === index ? value : v)))}
            />
            <GapVerdict index={index} verdict={verdict} />
          </span>
        );
      }}
    />
  );
}
