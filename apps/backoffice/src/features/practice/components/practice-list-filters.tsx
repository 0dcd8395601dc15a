import {
  CORRECTION_STATUSES,
  HOMEWORK_TIME_STATUSES,
  PROCESS_KINDS,
  type SubjectCode,
} from '@harbour/domain';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { AllOrOneSelect, DueDateRange, ListFilterBar } from '../../../shared/components/list-filters';
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
  const set = (change: Partial<PracticeListSearch>) => onSearch(withFilters(search, change));
  const classes = (userInfo?.gradeClasses ?? [])
    .filter((grade) => !search.grade || grade.gradeCode === search.grade)
    .flatMap((grade) =>
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
        label={t`Grade`}
        allLabel={t`All grades`}
        options={scope.grades}
        value={search.grade}
        onChange={(value) => set({ grade: value ? Number(value) : undefined, classId: undefined })}
      />
      <AllOrOneSelect
        label={t`Class`}
        allLabel={t`All classes`}
        options={classes}
        value={search.classId}
        onChange={(value) => set({ classId: value ? Number(value) : undefined })}
      />
      <AllOrOneSelect
        label={t`Kind`}
        allLabel={t`All kinds`}
        options={PROCESS_KINDS.map((kind) => ({ value: kind, label: i18n._(PROCESS_KIND_LABELS[kind]) }))}
        value={search.kind}
        onChange={(value) => set({ kind: PROCESS_KINDS.find((kind) => kind === value) })}
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
      <AllOrOneSelect
        label={t`Marking`}
        allLabel={t`All marking states`}
        options={CORRECTION_STATUSES.map((status) => ({
          value: status,
          label: i18n._(CORRECTION_STATUS_LABELS[status]),
        }))}
        value={search.correction}
        onChange={(value) => set({ correction: CORRECTION_STATUSES.find((status) => status === value) })}
      />
      <DueDateRange from={search.from} to={search.to} onChange={set} />
    </ListFilterBar>
  );
}
