import { Button, TextInput } from '@harbour/ui';
import { DateTimePicker } from '@harbour/ui/date-time-picker';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import './list-filters.css';

/**
 * The search and filter bar of a list page: a name search sent on Enter or Search, the page's filters,
 * and "Clear the filters" while any is set. The filters are the URL's, so a filtered list can be
 * bookmarked, shared and reloaded; give the bar `key={search.q}` so the box follows the URL.
 */
export function ListFilterBar({
  label,
  nameLabel,
  words: initialWords,
  onWords,
  filtered,
  onClear,
  children,
}: {
  /** The search landmark's name. */
  label: string;
  /** The name box's label. */
  nameLabel: string;
  /** The searched words in the URL. */
  words: string | undefined;
  /** Searches the words (undefined: no words). */
  onWords: (words: string | undefined) => void;
  /** Whether any filter is set. */
  filtered: boolean;
  /** Clears every filter. */
  onClear: () => void;
  children: ReactNode;
}) {
  const [words, setWords] = useState(initialWords ?? '');
  return (
    <search aria-label={label} className="hb-list-filters">
      <form
        className="hb-list-filters__search"
        onSubmit={(event) => {
          event.preventDefault();
          onWords(words.trim() || undefined);
        }}
      >
        <TextInput label={nameLabel} value={words} onChange={setWords} />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      {children}
      {filtered ? (
        <Button
          variant="ghost"
          onPress={() => {
            setWords('');
            onClear();
          }}
        >
          <Trans>Clear the filters</Trans>
        </Button>
      ) : null}
    </search>
  );
}

/** A filter's select whose first option takes the filter off ("All subjects"): its value is then undefined. */
export function AllOrOneSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string | number | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      label={label}
      options={[{ value: '', label: allLabel }, ...options]}
      value={value === undefined ? '' : String(value)}
      onChange={(next) => onChange(next || undefined)}
    />
  );
}

/** The due-date range filter: two days, each optional. */
export function DueDateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (change: { from?: string | undefined; to?: string | undefined }) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <DateTimePicker
        label={t`Due from`}
        granularity="day"
        value={from ?? ''}
        onChange={(value) => onChange({ from: value || undefined })}
      />
      <DateTimePicker
        label={t`Due to`}
        granularity="day"
        value={to ?? ''}
        onChange={(value) => onChange({ to: value || undefined })}
      />
    </>
  );
}
