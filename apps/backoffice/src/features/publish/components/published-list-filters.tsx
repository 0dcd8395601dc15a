import { HOMEWORK_TIME_STATUSES, type SubjectCode } from '@harbour/domain';
import { Button, TextInput } from '@harbour/ui';
import { DateTimePicker } from '@harbour/ui/date-time-picker';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useScopeOptions } from '../../../shared/scope-options';
import { userInfoAtom } from '../../../shared/state/atoms';
import type { PublishedListSearch } from '../logic/batch-search';
import { TIME_STATUS_LABELS } from '../logic/labels';
import { isFiltered } from '../logic/published-list';

/**
 * The published homework list's search and filters: name, subject, class, status and due dates. Each
 * change is the URL's (a new search starts at page 1), so a filtered list can be bookmarked and shared.
 */
export function PublishedListFilters({
  search,
  onSearch,
}: {
  search: PublishedListSearch;
  onSearch: (next: PublishedListSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const scope = useScopeOptions();
  const userInfo = useAtomValue(userInfoAtom);
  const [words, setWords] = useState(search.q ?? '');
  const set = (change: Partial<PublishedListSearch>) => {
    const next: PublishedListSearch = { ...search, ...change, page: undefined };
    for (const key of Object.keys(next) as (keyof PublishedListSearch)[])
      if (next[key] === undefined || next[key] === '') delete next[key];
    onSearch(next);
  };
  const classes = (userInfo?.gradeClasses ?? []).flatMap((grade) =>
    grade.classes.map((klass) => ({ value: String(klass.classId), label: klass.className })),
  );
  const filtered = isFiltered(search);
  return (
    <search aria-label={t`Find homework`} className="hb-batch__filters">
      <form
        className="hb-batch__search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: words.trim() || undefined });
        }}
      >
        <TextInput label={t`Homework name`} value={words} onChange={setWords} />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      <Select
        label={t`Subject`}
        options={[{ value: '', label: t`All subjects` }, ...scope.subjects]}
        value={search.subject ?? ''}
        onChange={(value) => set({ subject: (value || undefined) as SubjectCode | undefined })}
      />
      <Select
        label={t`Class`}
        options={[{ value: '', label: t`All classes` }, ...classes]}
        value={search.classId ? String(search.classId) : ''}
        onChange={(value) => set({ classId: value ? Number(value) : undefined })}
      />
      <Select
        label={t`Status`}
        options={[
          { value: '', label: t`All statuses` },
          ...HOMEWORK_TIME_STATUSES.map((status) => ({
            value: status,
            label: i18n._(TIME_STATUS_LABELS[status]),
          })),
        ]}
        value={search.status ?? ''}
        onChange={(value) => set({ status: HOMEWORK_TIME_STATUSES.find((status) => status === value) })}
      />
      <DateTimePicker
        label={t`Due from`}
        granularity="day"
        value={search.from ?? ''}
        onChange={(value) => set({ from: value || undefined })}
      />
      <DateTimePicker
        label={t`Due to`}
        granularity="day"
        value={search.to ?? ''}
        onChange={(value) => set({ to: value || undefined })}
      />
      {filtered ? (
        <Button
          variant="ghost"
          onPress={() => {
            setWords('');
            onSearch(search.sort ? { sort: search.sort } : {});
          }}
        >
          <Trans>Clear the filters</Trans>
        </Button>
      ) : null}
    </search>
  );
}
