import type { HomeworkReport } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { NoData } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { COMPLETION_LABELS } from '../logic/labels';
import { durationMinutes, durationText } from '../logic/report-search';
import { type HomeworkPartProps, StudentLink } from './report-links';

type Student = HomeworkReport['students'][number];

/** The students tab: each student's completion, score, rate and time, in class-number order. */
export function StudentsTable({ family, report, search }: HomeworkPartProps) {
  const { t, i18n } = useLingui();
  const name = report.homeworkName;
  const columns: ReportColumn<Student>[] = [
    { id: 'className', header: t`Class`, in: 'export', value: (s) => s.className },
    {
      id: 'number',
      header: t`Class number`,
      type: 'number',
      className: 'hb-report-num',
      value: (s) => s.classNumber,
      cell: (s) => `${s.className} ${s.classNumber}`,
    },
    {
      id: 'name',
      header: t`Student`,
      rowHeader: true,
      value: (s) => s.name,
      cell: (s) => (
        <StudentLink family={family} eHomeworkId={report.eHomeworkId} studentId={s.studentId} search={search}>
          {s.name}
        </StudentLink>
      ),
    },
    { id: 'completion', header: t`Completion`, value: (s) => i18n._(COMPLETION_LABELS[s.completion]) },
    {
      id: 'score',
      header: t`Score`,
      type: 'number',
      className: 'hb-report-num',
      value: (s) => (s.completion === 'MISSING' ? null : s.score),
      cell: (s) => (s.completion === 'MISSING' ? '—' : `${s.score} / ${report.fullScore}`),
    },
    rateColumn('rate', t`Score rate`, (s) => s.scoreRate, { exportHeader: t`Score rate (%)` }),
    {
      id: 'pending',
      header: t`Waiting for marking`,
      type: 'number',
      className: 'hb-report-num',
      value: (s) => s.pendingCount,
    },
    ...timeColumns<Student>(t`Time (min:s)`, t`Time (minutes)`, (s) => s.timeSpentSeconds),
  ];
  return (
    <ReportSection
      id="hb-hwr-students"
      title={<Trans>Each student's score and time</Trans>}
      exported={{ name: t`Students ${name}`, columns, rows: report.students }}
    >
      <ReportTable
        columns={columns}
        rows={report.students}
        caption={t`Students in class-number order`}
        rowKey={(s) => String(s.studentId)}
        empty={<NoData />}
      />
    </ReportSection>
  );
}

/** The time spent: "m:ss" in the table, minutes in the export. */
export function timeColumns<Row>(
  header: string,
  exportHeader: string,
  seconds: (row: Row) => number | null | undefined,
): ReportColumn<Row>[] {
  return [
    {
      id: 'time',
      header,
      in: 'table',
      className: 'hb-report-num',
      cell: (row) => durationText(seconds(row)) || '—',
    },
    {
      id: 'minutes',
      header: exportHeader,
      in: 'export',
      type: 'number',
      value: (row) => durationMinutes(seconds(row)),
    },
  ];
}
