import type { ErrorCenter } from '@harbour/api-client';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { AllOrOneSelect, EnumFilter } from '../../../shared/components/list-filters';
import { SUBJECT_LABELS } from '../../../shared/labels';
import type { ErrorCenterSearch } from '../logic/error-center-search';

/** The mistakes' filters: the class, then subject, unit, homework and student (each "all" or one). */
export function ErrorCenterFilters({
  classes,
  classId,
  options,
  search,
  onFilter,
}: {
  classes: readonly { classId: number; className: string }[];
  classId: number;
  /** What the filters offer, from the centre's answer (none while it loads). */
  options: ErrorCenter['options'] | undefined;
  search: ErrorCenterSearch;
  onFilter: (change: Partial<ErrorCenterSearch>) => void;
}) {
  const { t } = useLingui();
  const number = (value: string | undefined) => (value ? Number(value) : undefined);
  return (
    <section className="hb-card" aria-labelledby="hb-errors-filters">
      <h2 id="hb-errors-filters" className="hb-visually-hidden">
        <Trans>Filters</Trans>
      </h2>
      <search aria-label={t`Filter the mistakes`} className="hb-errors__filters">
        <Select
          label={t`Class`}
          options={classes.map((c) => ({ value: String(c.classId), label: c.className }))}
          value={classId ? String(classId) : ''}
          onChange={(value) => onFilter({ classId: Number(value) })}
        />
        <EnumFilter
          label={t`Subject`}
          allLabel={t`All subjects`}
          values={options?.subjects ?? []}
          labels={SUBJECT_LABELS}
          value={search.subjectCode}
          onChange={(subjectCode) => onFilter({ subjectCode })}
        />
        <AllOrOneSelect
          label={t`Unit`}
          allLabel={t`All units`}
          options={(options?.schedules ?? []).map((s) => ({ value: String(s.scheduleId), label: s.name }))}
          value={search.scheduleId || undefined}
          onChange={(value) => onFilter({ scheduleId: number(value) })}
        />
        <AllOrOneSelect
          label={t`Homework`}
          allLabel={t`All homework`}
          options={(options?.homeworks ?? []).map((h) => ({
            value: String(h.eHomeworkId),
            label: h.homeworkName,
          }))}
          value={search.eHomeworkId || undefined}
          onChange={(value) => onFilter({ eHomeworkId: number(value) })}
        />
        <AllOrOneSelect
          label={t`Student`}
          allLabel={t`All students`}
          options={(options?.students ?? []).map((s) => ({
            value: String(s.studentId),
            label: `${s.classNumber}. ${s.name}`,
          }))}
          value={search.studentId || undefined}
          onChange={(value) => onFilter({ studentId: number(value) })}
        />
      </search>
    </section>
  );
}
