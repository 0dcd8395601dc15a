import {
  CORRECTION_STATUSES,
  HOMEWORK_TIME_STATUSES,
  PROCESS_KINDS,
  type SubjectCode,
} from '@harbour/domain';
import { Button, TextInput } from '@harbour/ui';
import { DateTimePicker } from '@harbour/ui/date-time-picker';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useScopeOptions } from '../../../shared/scope-options';
import { userInfoAtom } from '../../../shared/state/atoms';
import { CORRECTION_STATUS_LABELS, PROCESS_KIND_LABELS, TIME_STATUS_LABELS } from '../logic/labels';
import { isFiltered, withFilters } from '../logic/practice-list';
import type { PracticeListSearch } from '../logic/practice-search';

/**
 * The homework list's search and filters: name, subject, grade, class, kind, time status, grading state
 * and due dates. Each change is the URL's (a new filter starts at page 1), so a filtered list can be
 * bookmarked, shared and reloaded.
 */
export function PracticeListFilters({
  search,
  onSearch,
}: {
  search: PracticeListSearch;
  onSearch: (next: PracticeListSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const scope = useScopeOptions();
  const userInfo = useAtomValue(userInfoAtom);
  const [words, setWords] = useState(search.q ?? '');
  const set = (change: Partial<PracticeListSearch>) => onSearch(withFilters(search, change));
  const classes = (userInfo?.gradeClasses ?? [])
    .filter((grade) => !search.grade || grade.gradeCode === search.grade)
    .flatMap((grade) =>
      grade.classes.map((klass) => ({ value: String(klass.classId), label: klass.className })),
    );
  return (
    <search aria-label={t`Find homework`} className="hb-practice__filters">
      <form
        className="hb-practice__search"
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
        label={t`Grade`}
        options={[{ value: '', label: t`All grades` }, ...scope.grades]}
        value={search.grade ? String(search.grade) : ''}
        onChange={(value) => set({ grade: value ? Number(value) : undefined, classId: undefined })}
      />
      <Select
        label={t`Class`}
        options={[{ value: '', label: t`All classes` }, ...classes]}
        value={search.classId ? String(search.classId) : ''}
        onChange={(value) => set({ classId: value ? Number(value) : undefined })}
      />
      <Select
        label={t`Kind`}
        options={[
          { value: '', label: t`All kinds` },
          ...PROCESS_KINDS.map((kind) => ({ value: kind, label: i18n._(PROCESS_KIND_LABELS[kind]) })),
        ]}
        value={search.kind ?? ''}
        onChange={(value) => set({ kind: PROCESS_KINDS.find((kind) => kind === value) })}
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
      <Select
        label={t`Marking`}
        options={[
          { value: '', label: t`All marking states` },
          ...CORRECTION_STATUSES.map((status) => ({
            value: status,
            label: i18n._(CORRECTION_STATUS_LABELS[status]),
          })),
        ]}
        value={search.correction ?? ''}
        onChange={(value) => set({ correction: CORRECTION_STATUSES.find((status) => status === value) })}
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
      {isFiltered(search) ? (
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
