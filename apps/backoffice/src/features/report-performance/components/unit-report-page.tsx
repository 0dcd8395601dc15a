import type { UnitReport } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SUBJECT_LABELS } from '../../../shared/labels';
import {
  BandBadge,
  BandLegend,
  bandFill,
  ExportButton,
  MasteryBadge,
  percentText,
  ReportChart,
} from '../../../shared/report';
import { termPerformanceQueryOptions, unitReportQueryOptions } from '../api/performance-queries';
import { ASPECT_LABELS, CELL_LABELS, FAMILY_LABELS, type ReportFamily } from '../logic/labels';
import { homeworkReportLink, type ReportCentreSearch } from '../logic/performance-search';
import { UnitsTable } from './report-centre-page';
import { ReportFilters, useReportContext } from './report-context';
import './performance.css';

/**
 * The unit report (spec §2 ePracticeCourse, ePracticeAllCourse and newAplusReport course: one component
 * over its family at each route): the class's mastery of each learning objective of the unit, weakest
 * first (a chart with its table), and the students × the unit's homework with each cell's score rate, the
 * missing marked, and the class average per homework; both exportable. Without a unit in the URL it lists
 * the term's units to choose from.
 */
export function UnitReportPage({
  family,
  search,
  onSearch,
}: {
  family: ReportFamily;
  search: ReportCentreSearch;
  onSearch: (next: ReportCentreSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const context = useReportContext(search);
  const scheduleId = search.scheduleId;
  const report = useQuery({ ...unitReportQueryOptions(scheduleId ?? 0), enabled: scheduleId !== undefined });
  const { classId, subject, termId } = context;
  const listReady =
    scheduleId === undefined && classId !== undefined && subject !== undefined && termId !== undefined;
  const term = useQuery({
    ...termPerformanceQueryOptions({
      classId: classId ?? 0,
      termId: termId ?? 0,
      subjectCode: subject ?? 'CHINESE',
    }),
    enabled: listReady,
  });
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
      ) : report.isPending ? (
        <p className="hb-card" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : report.isError ? (
        <p className="hb-card" role="alert">
          {report.error.message || t`The report could not be loaded.`}
        </p>
      ) : (
        <UnitReportBody report={report.data} search={search} onSearch={onSearch} />
      )}
    </div>
  );
}

function UnitReportBody({
  report,
  search,
  onSearch,
}: {
  report: UnitReport;
  search: ReportCentreSearch;
  onSearch: (next: ReportCentreSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const unitName = report.name;
  const objectiveRows = report.objectives.map((o) => ({
    objective: o.knowledgePoint,
    aspect: i18n._(ASPECT_LABELS[o.aspect]),
    questions: o.questionCount,
    rate: o.scoreRate,
  }));
  const gridColumns = [
    { key: 'number', header: t`Class number`, type: 'number' as const },
    { key: 'name', header: t`Student` },
    ...report.homework.map((h) => ({
      key: `h${h.eHomeworkId}`,
      header: `${h.name} (%)`,
      type: 'number' as const,
    })),
    { key: 'average', header: t`Average (%)`, type: 'number' as const },
    { key: 'missing', header: t`Missing`, type: 'number' as const },
  ];
  const gridRows = report.students.map((s) => {
    const row: Record<string, string | number | null> = {
      number: s.classNumber,
      name: s.name,
      average: s.averageScoreRate,
      missing: s.missingCount,
    };
    for (const c of s.cells)
      row[`h${c.eHomeworkId}`] =
        c.state === 'SUBMITTED' ? c.scoreRate : c.state ? i18n._(CELL_LABELS[c.state]) : '';
    return row;
  });
  const keep = { classId: report.classId, subject: report.subjectCode, termId: report.termId };
  const weakest = report.objectives[0];
  return (
    <>
      <section className="hb-card hb-perf__section" aria-labelledby="hb-perf-summary">
        <h2 id="hb-perf-summary">
          <Trans>Summary</Trans>
        </h2>
        <dl className="hb-perf__figures">
          <div>
            <dt>{t`Class average`}</dt>
            <dd>
              <BandBadge rate={report.averageScoreRate} />
            </dd>
          </div>
          <div>
            <dt>{t`Mastery of the unit`}</dt>
            <dd>
              <MasteryBadge level={report.masteryLevel} />
            </dd>
          </div>
          <div>
            <dt>{t`Homework`}</dt>
            <dd>{report.homework.length}</dd>
          </div>
          <div>
            <dt>{t`Weakest objective`}</dt>
            <dd>{weakest && weakest.scoreRate !== null ? weakest.knowledgePoint : '—'}</dd>
          </div>
        </dl>
      </section>
      <section className="hb-card hb-perf__section">
        <div className="hb-perf__head">
          <h2>
            <Trans>Mastery of the learning objectives, weakest first</Trans>
          </h2>
          <ExportButton
            name={t`Unit objectives ${unitName}`}
            columns={[
              { key: 'objective', header: t`Learning objective` },
              { key: 'aspect', header: t`Learning aspect` },
              { key: 'questions', header: t`Questions`, type: 'number' },
              { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            ]}
            rows={objectiveRows}
          />
        </div>
        <ReportChart
          kind="bar"
          title={t`Score rate by learning objective`}
          data={objectiveRows.map((r) => ({ objective: r.objective, rate: r.rate }))}
          category={{ key: 'objective', label: t`Learning objective` }}
          series={[{ key: 'rate', label: t`Score rate (%)` }]}
          format={(value) => percentText(value) ?? ''}
          colourOf={(row) => bandFill('mastery', typeof row.rate === 'number' ? row.rate : null)}
          domain={[0, 100]}
          {...(search.view ? { view: search.view } : {})}
          onViewChange={(view) => onSearch({ ...search, view })}
          legend={<BandLegend scale="mastery" />}
        />
        <div className="hb-perf__scroll">
          <table className="hb-perf__table">
            <caption>{t`Learning objectives, weakest first`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Learning objective`}</th>
                <th scope="col">{t`Learning aspect`}</th>
                <th scope="col" className="hb-perf__num">
                  {t`Questions`}
                </th>
                <th scope="col">{t`Mastery`}</th>
              </tr>
            </thead>
            <tbody>
              {report.objectives.map((o) => (
                <tr key={o.objectiveId}>
                  <th scope="row">{o.knowledgePoint}</th>
                  <td>{i18n._(ASPECT_LABELS[o.aspect])}</td>
                  <td className="hb-perf__num">{o.questionCount}</td>
                  <td>
                    <MasteryBadge level={o.masteryLevel} rate={o.scoreRate} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="hb-card hb-perf__section" aria-labelledby="hb-perf-grid">
        <div className="hb-perf__head">
          <h2 id="hb-perf-grid">
            <Trans>Students and homework</Trans>
          </h2>
          <ExportButton name={t`Unit report ${unitName}`} columns={gridColumns} rows={gridRows} />
        </div>
        <div className="hb-perf__scroll">
          <table className="hb-perf__table">
            <caption className="hb-visually-hidden">{t`Score rate of each student in each homework`}</caption>
            <thead>
              <tr>
                <th scope="col" className="hb-perf__num">
                  {t`No.`}
                </th>
                <th scope="col">{t`Student`}</th>
                {report.homework.map((h) => {
                  const link = homeworkReportLink(h.processType, h.eHomeworkId, report.classId);
                  return (
                    <th scope="col" key={h.eHomeworkId}>
                      <Link to={link.to} search={link.search}>
                        {h.name}
                      </Link>
                    </th>
                  );
                })}
                <th scope="col">{t`Average`}</th>
              </tr>
            </thead>
            <tbody>
              {report.students.map((s) => (
                <tr key={s.studentId}>
                  <td className="hb-perf__num">{s.classNumber}</td>
                  <th scope="row">
                    <Link
                      to="/home/reportCenter/ePracticeReportStudent"
                      search={{
                        ...keep,
                        scheduleId: report.scheduleId,
                        studentId: s.studentId,
                        scope: 'unit',
                      }}
                    >
                      {s.name}
                    </Link>
                  </th>
                  {s.cells.map((c) => (
                    <td key={c.eHomeworkId}>
                      {c.state === 'SUBMITTED' ? (
                        <BandBadge rate={c.scoreRate} />
                      ) : c.state ? (
                        <span className={c.state === 'MISSING' ? 'hb-perf__flag' : undefined}>
                          {i18n._(CELL_LABELS[c.state])}
                        </span>
                      ) : (
                        <span title={t`Not given to this student`}>—</span>
                      )}
                    </td>
                  ))}
                  <td>
                    <BandBadge rate={s.averageScoreRate} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td />
                <th scope="row">{t`Class average`}</th>
                {report.homework.map((h) => (
                  <td key={h.eHomeworkId}>
                    <BandBadge rate={h.averageScoreRate} />
                  </td>
                ))}
                <td>
                  <BandBadge rate={report.averageScoreRate} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <BandLegend />
      </section>
    </>
  );
}
