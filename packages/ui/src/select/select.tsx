import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { uiText } from '../i18n/messages';

/** The option list is never taller than this (spec back-office §2). */
export const SELECT_LIST_MAX_HEIGHT = 500;
/** The one place that caps it lower (spec §2: "300 in one place"). */
export const SELECT_LIST_COMPACT_HEIGHT = 300;
/** Lists with more options than this get a search field. */
export const SELECT_SEARCHABLE_FROM = 10;

const loadSelectSearch = () => import('./select-search');
/** Loaded as soon as a select with a search field is shown, so it is there when the list opens. */
const SelectSearch = lazy(loadSelectSearch);

/** One option of a select. */
export interface SelectOption {
  /** Text shown for the option. */
  label: string;
  /** Value reported when the option is chosen. */
  value: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label (or give `aria-label`). */
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The options, label/value. */
  options: readonly SelectOption[];
  /** Chosen value (controlled); null for none. */
  value?: string | null;
  /** Initially chosen value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Text shown with nothing chosen; defaults to the translated 'please select'. */
  placeholder?: string;
  /** Text shown when there are no options; defaults to the translated 'No data'. */
  noDataText?: string;
  /** Cap of the list height in px: 500 by default, SELECT_LIST_COMPACT_HEIGHT for the 300 px case. */
  maxListHeight?: number;
  /** Search field above the list; by default only for lists longer than SELECT_SEARCHABLE_FROM. */
  searchable?: boolean;
  /** Not operable. */
  isDisabled?: boolean;
  /** Extra class on the root. */
  className?: string;
}

export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  noDataText,
  maxListHeight = SELECT_LIST_MAX_HEIGHT,
  searchable,
  isDisabled,
  className,
  ...rest
}: SelectProps) {
  const { i18n } = useLingui();
  const withSearch = searchable ?? options.length > SELECT_SEARCHABLE_FROM;
  useEffect(() => {
    if (withSearch) void loadSelectSearch();
  }, [withSearch]);
  const disabledKeys = useMemo(() => options.filter((o) => o.disabled).map((o) => o.value), [options]);
  const empty = noDataText ?? i18n._(uiText.selectNoData);

  const list = (
    <ListBox
      className="hb-select__list"
      items={options.map((o) => ({ id: o.value, ...o }))}
      renderEmptyState={() => <div className="hb-select__empty">{empty}</div>}
    >
      {(option) => (
        <ListBoxItem className="hb-select__option" id={option.value} textValue={option.label}>
          {option.label}
        </ListBoxItem>
      )}
    </ListBox>
  );

  return (
    <AriaSelect
      className={`hb-select ${className ?? ''}`.trim()}
      aria-label={rest['aria-label']}
      placeholder={placeholder ?? i18n._(uiText.selectPlaceholder)}
      selectedKey={value === undefined ? undefined : value}
      defaultSelectedKey={defaultValue ?? undefined}
      onSelectionChange={(key) => {
        if (key !== null) onChange?.(String(key));
      }}
      disabledKeys={disabledKeys}
      isDisabled={isDisabled}
      allowsEmptyCollection
    >
      {label ? <Label className="hb-field__label">{label}</Label> : null}
      <AriaButton className="hb-select__trigger">
        <SelectValue className="hb-select__value" />
        <span aria-hidden="true" className="hb-select__chevron">
          ▾
        </span>
      </AriaButton>
      <Popover className="hb-popover hb-select__popover" maxHeight={maxListHeight}>
        <div className="hb-select__scroll" style={{ maxHeight: maxListHeight }}>
          {withSearch ? (
            <Suspense fallback={list}>
              <SelectSearch label={i18n._(uiText.selectSearch)}>{list}</SelectSearch>
            </Suspense>
          ) : (
            list
          )}
        </div>
      </Popover>
    </AriaSelect>
  );
}
