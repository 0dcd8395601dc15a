import { CORRECTION_STATUSES, PROCESS_KINDS } from '@harbour/domain';
import { useLingui } from '@lingui/react/macro';
import {
  AllOrOneSelect,
  ClassFilter,
  DueDateRange,
  EnumFilter,
  HomeworkFilterBar,
  SubjectFilter,
  TimeStatusFilter,
} from '../../../shared/components/list-filters';
import { withFilters } from '../../../shared/list-search';
import { useScopeOptions } from '../../../shared/scope-options';
import { CORRECTION_STATUS_LABELS, PROCESS_KIND_LABELS } from '../logic/labels';
import { isFiltered } from '../logic/practice-list';
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
  const { t } = useLingui();
  const scope = useScopeOptions();
  const set = (change: Partial<PracticeListSearch>) => onSearch(withFilters(search, change));
  return (
    <HomeworkFilterBar
      words={search.q}
      onWords={(q) => set({ q })}
      filtered={isFiltered(search)}
      onClear={() => onSearch(search.sort ? { sort: search.sort } : {})}
    >
      <SubjectFilter value={search.subject} onChange={(subject) => set({ subject })} />
      <AllOrOneSelect
        label={t`Grade`}
        allLabel={t`All grades`}
        options={scope.grades}
        value={search.grade}
        onChange={(value) => set({ grade: value ? Number(value) : undefined, classId: undefined })}
      />
      <ClassFilter grade={search.grade} value={search.classId} onChange={(classId) => set({ classId })} />
      <EnumFilter
        label={t`Kind`}
        allLabel={t`All kinds`}
        values={PROCESS_KINDS}
        labels={PROCESS_KIND_LABELS}
        value={search.kind}
        onChange={(kind) => set({ kind })}
      />
      <TimeStatusFilter value={search.status} onChange={(status) => set({ status })} />
      <EnumFilter
        label={t`Marking`}
        allLabel={t`All marking states`}
        values={CORRECTION_STATUSES}
        labels={CORRECTION_STATUS_LABELS}
        value={search.correction}
        onChange={(correction) => set({ correction })}
      />
      <DueDateRange from={search.from} to={search.to} onChange={set} />
    </HomeworkFilterBar>
  );
}
