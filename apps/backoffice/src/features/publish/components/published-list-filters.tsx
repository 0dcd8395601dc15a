import { HOMEWORK_TIME_STATUSES, type SubjectCode } from '@harbour/domain';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { AllOrOneSelect, DueDateRange, ListFilterBar } from '../../../shared/components/list-filters';
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
  const set = (change: Partial<PublishedListSearch>) => {
    const next: PublishedListSearch = { ...search, ...change, page: undefined };
    for (const key of Object.keys(next) as (keyof PublishedListSearch)[])
      if (next[key] === undefined || next[key] === '') delete next[key];
    onSearch(next);
  };
  const classes = (userInfo?.gradeClasses ?? []).flatMap((grade) =>
    grade.classes.map((klass) => ({ value: String(klass.classId), label: klass.className })),
  );
  return (
    <ListFilterBar
      label={t`Find homework`}
      nameLabel={t`Homework name`}
      words={search.q}
      onWords={(q) => set({ q })}
      filtered={isFiltered(search)}
      onClear={() => onSearch(search.sort ? { sort: search.sort } : {})}
    >
      <AllOrOneSelect
        label={t`Subject`}
        allLabel={t`All subjects`}
        options={scope.subjects}
        value={search.subject}
        onChange={(value) => set({ subject: value as SubjectCode | undefined })}
      />
      <AllOrOneSelect
        label={t`Class`}
        allLabel={t`All classes`}
        options={classes}
        value={search.classId}
        onChange={(value) => set({ classId: value ? Number(value) : undefined })}
      />
      <AllOrOneSelect
        label={t`Status`}
        allLabel={t`All statuses`}
        options={HOMEWORK_TIME_STATUSES.map((status) => ({
          value: status,
          label: i18n._(TIME_STATUS_LABELS[status]),
        }))}
        value={search.status}
        onChange={(value) => set({ status: HOMEWORK_TIME_STATUSES.find((status) => status === value) })}
      />
      <DueDateRange from={search.from} to={search.to} onChange={set} />
    </ListFilterBar>
  );
}
