import type { UnitReport } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { homeworkReportLink } from '../../../shared/components/homework-report-link';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { BandBadge, BandLegend, MasteryBadge } from '../../../shared/report/band-badge';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { termPerformanceQueryOptions, unitReportQueryOptions } from '../api/performance-queries';
import { classNumberColumn } from '../logic/class-number-column';
import { ASPECT_LABELS, CELL_LABELS, FAMILY_LABELS } from '../logic/labels';
import type { ReportCentreSearch } from '../logic/performance-search';
import { MasterySection } from './mastery-section';
import { UnitsTable } from './report-centre-page';
import {
  type FamilyPageProps,
  ReportFilters,
  type ReportPartProps,
  useReportContext,
} from './report-context';
import './performance.css';

/**
 * The unit report (spec §2 ePracticeCourse, ePracticeAllCourse and newAplusReport course: one component
 * over its family at each route): the class's mastery of each learning objective of the unit, weakest
 * first (a chart with its table), and the students × the unit's homework with each cell's score rate, the
 * missing marked, and the class average per homework; both exportable. Without a unit in the URL it lists
 * the term's units to choose from.
 */
export function UnitReportPage({ family, search, onSearch }: FamilyPageProps<ReportCentreSearch>) {
  const { t, i18n } = useLingui();
  const context = useReportContext(search);
  const scheduleId = search.scheduleId;
  const report = useQuery({ ...unitReportQueryOptions(scheduleId ?? 0), enabled: scheduleId !== undefined });
  const listReady = scheduleId === undefined && context.ready;
  const term = useQuery({ ...termPerformanceQueryOptions(context.termQuery), enabled: listReady });
  const familyName = i18n._(FAMILY_LABELS[family]);
  return (
    <div className="hb-perf">
      <div className="hb-page-head">
        <div>
          <p className="hb-perf__note">{t`${familyName} unit report`}</p>
          <h1>
            {report.data
              ? `${report.data.className} ${i18n._(SUBJECT_LABELS[report.data.subjectCode])} · ${report.data.name}`
              : t`Unit report`}
          </h1>
        </div>
        {scheduleId === undefined ? (
          <ReportFilters search={search} context={context} onSearch={onSearch} />
        ) : null}
      </div>
      {scheduleId === undefined ? (
        term.data ? (
          <UnitsTable data={term.data} context={context} />
        ) : (
          <p className="hb-card" role="status">
            {term.isError ? t`The report could not be loaded.` : t`Loading…`}
          </p>
        )
      ) : (
        <ReportState query={report}>
          {report.data ? <UnitReportBody report={report.data} search={search} onSearch={onSearch} /> : null}
        </ReportState>
      )}
    </div>
  );
}

type Objective = UnitReport['objectives'][number];
type UnitStudent = UnitReport['students'][number];

function UnitReportBody({ report, search, onSearch }: ReportPartProps<UnitReport, ReportCentreSearch>) {
  const { t } = useLingui();
  const weakest = report.objectives[0];
  return (
    <>
      <ReportSection id="hb-perf-summary" className="hb-card" title={<Trans>Summary</Trans>}>
        <ReportFigures
          items={[
            {
              label: t`Class average`,
              value: <BandBadge rate={report.averageScoreRate} />,
            },
            {
              label: t`Mastery of the unit`,
              value: <MasteryBadge level={report.masteryLevel} />,
            },
            { label: t`Homework`, value: report.homework.length },
            {
              label: t`Weakest objective`,
              value: weakest && weakest.scoreRate !== null ? weakest.knowledgePoint : '—',
            },
          ]}
        />
      </ReportSection>
      <Objectives report={report} search={search} onSearch={onSearch} />
      <StudentGrid report={report} />
    </>
  );
}

/** The class's mastery of each learning objective, weakest first: a chart with its table, and a table. */
function Objectives({ report, search, onSearch }: ReportPartProps<UnitReport, ReportCentreSearch>) {
  const { t, i18n } = useLingui();
  const unitName = report.name;
  const objective: ReportColumn<Objective> = {
    id: 'objective',
    header: t`Learning objective`,
    rowHeader: true,
    value: (o) => o.knowledgePoint,
  };
  return (
    <MasterySection
      id="hb-perf-objectives"
      title={<Trans>Mastery of the learning objectives, weakest first</Trans>}
      exportName={t`Unit objectives ${unitName}`}
      rows={report.objectives}
      category={objective}
      columns={[{ id: 'aspect', header: t`Learning aspect`, value: (o) => i18n._(ASPECT_LABELS[o.aspect]) }]}
      chartTitle={t`Score rate by learning objective`}
      caption={t`Learning objectives, weakest first`}
      rowKey={(o) => String(o.objectiveId)}
      view={search.view}
      onView={(view) => onSearch({ ...search, view })}
    />
  );
}

/** The students × the unit's homework: each cell's score rate, the missing marked, the class averages. */
function StudentGrid({ report }: { report: UnitReport }) {
  const { t, i18n } = useLingui();
  const unitName = report.name;
  const keep = { classId: report.classId, subject: report.subjectCode, termId: report.termId };
  const columns: ReportColumn<UnitStudent>[] = [
    classNumberColumn(i18n),
    {
      id: 'name',
      header: t`Student`,
      rowHeader: true,
      value: (s) => s.name,
      footer: t`Class average`,
      cell: (s) => (
        <Link
          to="/home/reportCenter/ePracticeReportStudent"
          search={{ ...keep, scheduleId: report.scheduleId, studentId: s.studentId, scope: 'unit' }}
        >
          {s.name}
        </Link>
      ),
    },
    ...report.homework.map((h): ReportColumn<UnitStudent> => {
      const link = homeworkReportLink(h, report.classId);
      const cellOf = (s: UnitStudent) => s.cells.find((c) => c.eHomeworkId === h.eHomeworkId);
      return {
        id: `h${h.eHomeworkId}`,
        header: h.name,
        exportHeader: `${h.name} (%)`,
        type: 'number',
        headerCell: (
          <Link to={link.to} search={link.search}>
            {h.name}
          </Link>
        ),
        footer: <BandBadge rate={h.averageScoreRate} />,
        value: (s) => {
          const c = cellOf(s);
          if (c?.state === 'SUBMITTED') return c.scoreRate;
          return c?.state ? i18n._(CELL_LABELS[c.state]) : '';
        },
        cell: (s) => {
          const c = cellOf(s);
          if (c?.state === 'SUBMITTED') return <BandBadge rate={c.scoreRate} />;
          if (c?.state)
            return (
              <span className={c.state === 'MISSING' ? 'hb-perf__flag' : undefined}>
                {i18n._(CELL_LABELS[c.state])}
              </span>
            );
          return <span title={t`Not given to this student`}>—</span>;
        },
      };
    }),
    {
      ...rateColumn<UnitStudent>('average', t`Average`, (s) => s.averageScoreRate, {
        exportHeader: t`Average (%)`,
      }),
      footer: <BandBadge rate={report.averageScoreRate} />,
    },
    { id: 'missing', header: t`Missing`, type: 'number', in: 'export', value: (s) => s.missingCount },
  ];
  return (
    <ReportSection
      id="hb-perf-grid"
      className="hb-card"
      title={<Trans>Students and homework</Trans>}
      exported={{ name: t`Unit report ${unitName}`, columns, rows: report.students }}
    >
      <ReportTable
        columns={columns}
        rows={report.students}
        caption={t`Score rate of each student in each homework`}
        hideCaption
        rowKey={(s) => String(s.studentId)}
      />
      <BandLegend />
    </ReportSection>
  );
}
