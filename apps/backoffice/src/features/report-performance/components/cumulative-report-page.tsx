import type { StudentsWholePerformance } from '@harbour/api-client';
import { schoolYearName } from '@harbour/domain';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageHead } from '../../../shared/components/page-head';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { percentText } from '../../../shared/report/bands';
import { RateChart } from '../../../shared/report/rate-chart';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { studentsWholePerformanceQueryOptions } from '../api/performance-queries';
import { classNumberColumn } from '../logic/class-number-column';
import type { CumulativeSearch } from '../logic/performance-page-search';
import { ReportFilters, type SearchPageProps, useReportContext } from './report-context';
import { studentReportColumn } from './student-report-column';
import './performance.css';

type Student = StudentsWholePerformance['students'][number];
/** A unit with the class's average there, as the chart reads it. */
interface UnitAverage {
  scheduleId: number;
  name: string;
  average: number | null;
}

/**
 * The cumulative report (spec §2 accumulated reports): each student of the class unit by unit, over the term
 * or its whole school year, with their overall rate, and the class average per unit as a chart with its table.
 */
export function CumulativeReportPage({ search, onSearch }: SearchPageProps<CumulativeSearch>) {
  const { t, i18n } = useLingui();
  const context = useReportContext(search);
  const { classId, subject, termId, term, className } = context;
  const year = search.period === 'year';
  const schoolYear = term?.schoolYear;
  const ready = context.ready && (!year || schoolYear !== undefined);
  const query = useQuery({
    ...studentsWholePerformanceQueryOptions({
      classId: classId ?? 0,
      subjectCode: subject ?? 'CHINESE',
      ...(year ? { schoolYear: schoolYear ?? 0 } : { termId: termId ?? 0 }),
    }),
    enabled: ready,
  });
  const subjectName = subject ? i18n._(SUBJECT_LABELS[subject]) : '';
  const period = year && schoolYear !== undefined ? schoolYearName(schoolYear) : t`this term`;
  return (
    <div className="hb-perf">
      <PageHead
        title={
          <>
            <Trans>Cumulative report</Trans> {className}
          </>
        }
      >
        <ReportFilters search={search} context={context} onSearch={onSearch} />
        <Select
          label={t`Period`}
          options={[
            { value: 'term', label: t`The term` },
            { value: 'year', label: t`The school year` },
          ]}
          value={year ? 'year' : 'term'}
          onChange={(value) => onSearch({ ...search, period: value === 'year' ? 'year' : undefined })}
        />
      </PageHead>
      <ReportState query={{ ...query, isPending: !ready || query.isPending }}>
        {query.data ? (
          <CumulativeSections
            data={query.data}
            search={search}
            onSearch={onSearch}
            keep={{ classId, subject, termId }}
            // Over a school year, a unit's name says its semester (each semester has its Unit 1).
            semesterOf={(unitTermId) =>
              year ? context.terms.find((x) => x.termId === unitTermId)?.semester : undefined
            }
            exportName={t`Cumulative report ${className} ${subjectName} ${period}`}
          />
        ) : null}
      </ReportState>
    </div>
  );
}

function CumulativeSections({
  data,
  search,
  onSearch,
  keep,
  semesterOf,
  exportName,
}: {
  data: StudentsWholePerformance;
  search: CumulativeSearch;
  onSearch: (next: CumulativeSearch) => void;
  keep: Pick<CumulativeSearch, 'classId' | 'subject' | 'termId'>;
  semesterOf: (termId: number) => number | undefined;
  exportName: string;
}) {
  const { t, i18n } = useLingui();
  const units: UnitAverage[] = data.units.map((unit, index) => {
    const semester = semesterOf(unit.termId);
    return {
      scheduleId: unit.scheduleId,
      name: semester === undefined ? unit.name : t`${unit.name} (semester ${semester})`,
      average: data.unitAverages[index] ?? null,
    };
  });
  const columns: ReportColumn<Student>[] = [
    classNumberColumn(i18n),
    studentReportColumn(t`Student`, keep),
    ...units.map((unit, index) =>
      rateColumn<Student>(`unit-${unit.scheduleId}`, unit.name, (s) => s.unitRates[index], {
        exportHeader: t`${unit.name} (%)`,
      }),
    ),
    rateColumn<Student>('overall', t`Overall`, (s) => s.scoreRate, { exportHeader: t`Overall (%)` }),
  ];
  return (
    <>
      <ReportFigures
        items={[
          { label: t`Class average`, value: percentText(data.averageScoreRate) ?? '—' },
          { label: t`Units`, value: data.units.length },
          { label: t`Students`, value: data.students.length },
        ]}
      />
      {units.length === 0 ? (
        <p className="hb-card">
          <Trans>No unit of this period has homework yet.</Trans>
        </p>
      ) : (
        <section className="hb-card hb-report-section">
          <RateChart
            title={t`Class average by unit`}
            rows={units}
            category={{ id: 'unit', header: t`Unit`, value: (unit: UnitAverage) => unit.name }}
            rate={rateColumn<UnitAverage>('average', t`Class average (%)`, (unit) => unit.average)}
            blank=""
            {...(search.view ? { view: search.view } : {})}
            onViewChange={(view) => onSearch({ ...search, view })}
          />
        </section>
      )}
      <ReportSection
        id="hb-cumulative-students"
        className="hb-card"
        title={<Trans>Students unit by unit</Trans>}
        exported={{ name: exportName, columns, rows: data.students }}
      >
        <ReportTable
          columns={columns}
          rows={data.students}
          caption={t`Each student's score rate in each unit`}
          hideCaption
          rowKey={(s) => String(s.studentId)}
        />
      </ReportSection>
    </>
  );
}
