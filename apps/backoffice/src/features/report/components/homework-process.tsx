import type { ProcessView, WritingView } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BandBadge } from '../../../shared/report/band-badge';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { NoData, ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { processViewQueryOptions, writingViewQueryOptions } from '../api/report-queries';
import { COMPLETION_LABELS, PROCESS_VIEW_LABELS } from '../logic/labels';
import {
  durationText,
  type HomeworkReportSearch,
  processViewOf,
  type ReportFamily,
} from '../logic/report-search';
import { timeColumns } from './homework-students';
import { type HomeworkPartProps, StudentLink } from './report-links';

type ProcessStudent = ProcessView['students'][number];
type Criterion = WritingView['criteria'][number];

/** The processType tab: the practice, follow-up or 7 view of the students, or the writing criteria. */
export function ProcessPart({ family, report, search }: HomeworkPartProps) {
  const kind = processViewOf(report.processType);
  const practice = useQuery({
    ...processViewQueryOptions(kind === '14' ? '1' : kind, report.eHomeworkId, search.classId),
    enabled: kind !== '14',
  });
  const writing = useQuery({
    ...writingViewQueryOptions(report.eHomeworkId, search.classId),
    enabled: kind === '14',
  });
  if (kind === '14')
    return (
      <ReportState query={writing}>{writing.data ? <WritingTable data={writing.data} /> : null}</ReportState>
    );
  return (
    <ReportState query={practice}>
      {practice.data ? <ProcessTable family={family} data={practice.data} search={search} /> : null}
    </ReportState>
  );
}

function ProcessTable({
  family,
  data,
  search,
}: {
  family: ReportFamily;
  data: ProcessView;
  search: HomeworkReportSearch;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(PROCESS_VIEW_LABELS[data.view]);
  const count = (id: string, header: string, value: (s: ProcessStudent) => number) =>
    ({ id, header, type: 'number', className: 'hb-report-num', value }) as const;
  const columns: ReportColumn<ProcessStudent>[] = [
    count('number', t`Class number`, (s) => s.classNumber),
    {
      id: 'name',
      header: t`Student`,
      rowHeader: true,
      value: (s) => s.name,
      cell: (s) => (
        <StudentLink family={family} eHomeworkId={data.eHomeworkId} studentId={s.studentId} search={search}>
          {s.name}
        </StudentLink>
      ),
    },
    { id: 'completion', header: t`Completion`, value: (s) => i18n._(COMPLETION_LABELS[s.completion]) },
    rateColumn('rate', t`Score rate`, (s) => s.scoreRate, { exportHeader: t`Score rate (%)` }),
    count('right', t`Right`, (s) => s.correctCount),
    count('part', t`Part right`, (s) => s.partRightCount),
    count('wrong', t`Wrong`, (s) => s.wrongCount),
    ...timeColumns<ProcessStudent>(t`Time (min:s)`, t`Time (minutes)`, (s) => s.timeSpentSeconds),
    ...(data.view === '2'
      ? [
          {
            id: 'catchUp',
            header: t`Catch-up`,
            value: (s: ProcessStudent) => (s.catchUp ? t`Catch-up` : ''),
          },
        ]
      : []),
  ];
  return (
    <ReportSection
      id="hb-hwr-process"
      title={title}
      exported={{ name: `${title} ${data.homeworkName}`, columns, rows: data.students }}
    >
      <ReportFigures
        items={[
          {
            label: t`Average score rate`,
            value: <BandBadge rate={data.averageScoreRate} />,
          },
          { label: t`Mean time (min:s)`, value: durationText(data.averageTimeSeconds) || '—' },
          data.view === '2' && { label: t`Catch-up (below 60%)`, value: data.catchUpCount },
        ]}
      />
      <ReportTable
        columns={columns}
        rows={data.students}
        caption={title}
        rowKey={(s) => String(s.studentId)}
      />
    </ReportSection>
  );
}

function WritingTable({ data }: { data: WritingView }) {
  const { t } = useLingui();
  const name = data.homeworkName;
  const columns: ReportColumn<Criterion>[] = [
    { id: 'criterion', header: t`Criterion`, rowHeader: true, value: (c) => c.ruleName },
    { id: 'total', header: t`Total`, type: 'number', className: 'hb-report-num', value: (c) => c.total },
    {
      id: 'marked',
      header: t`Marked`,
      type: 'number',
      className: 'hb-report-num',
      value: (c) => c.markedCount,
    },
    {
      id: 'mean',
      header: t`Mean score`,
      type: 'number',
      className: 'hb-report-num',
      value: (c) => (c.averageScore === null ? null : Math.round(c.averageScore * 10) / 10),
      cell: (c) => (c.averageScore === null ? '—' : c.averageScore.toFixed(1)),
    },
    rateColumn('rate', t`Score rate`, (c) => c.scoreRate, { exportHeader: t`Score rate (%)` }),
  ];
  return (
    <ReportSection
      id="hb-hwr-writing"
      title={<Trans>Writing criteria</Trans>}
      exported={{ name: t`Writing criteria ${name}`, columns, rows: data.criteria }}
    >
      <p className="hb-report-note">{t`Marked: ${data.markedCount} of ${data.submittedCount} handed in`}</p>
      <ReportTable
        columns={columns}
        rows={data.criteria}
        caption={t`Each criterion over the marked students`}
        rowKey={(c) => c.ruleName}
        empty={<NoData />}
      />
    </ReportSection>
  );
}
