import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
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
import { type ListSelectProps, SELECT_LIST_MAX_HEIGHT, SELECT_SEARCHABLE_FROM } from './select';

const loadSelectSearch = () => import('./select-search');
/** Loaded as soon as a select with a search field is shown, so it is there when the list opens. */
const SelectSearch = lazy(loadSelectSearch);
/**
 * The select with its list box and popover: what `Select` (select.tsx) draws once this module has
 * loaded. A long list gets a search field, whose code loads as such a select shows.
 */
export function ListSelect({
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
  openOnMount,
  autoFocus,
  ...rest
}: ListSelectProps) {
  const { i18n } = useLingui();
  const withSearch = searchable ?? options.length > SELECT_SEARCHABLE_FROM;
  useEffect(() => {
    if (withSearch) void loadSelectSearch();
  }, [withSearch]);
  // Opened after the first render, once the trigger has the focus: closing the list gives it back there.
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (openOnMount) setOpen(true);
  }, [openOnMount]);
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
      isOpen={isOpen}
      onOpenChange={setOpen}
      autoFocus={autoFocus}
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
