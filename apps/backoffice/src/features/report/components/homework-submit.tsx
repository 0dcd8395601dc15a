import type { HomeworkReport, SubmitList } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/labels';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { submitListQueryOptions } from '../api/report-queries';
import { COMPLETION_LABELS } from '../logic/labels';
import type { HomeworkReportSearch } from '../logic/report-search';
import { timeColumns } from './homework-students';

type Submission = SubmitList['students'][number];

/** The submit-list tab: who handed it in when, the first first, the missing last. */
export function SubmitPart({ report, search }: { report: HomeworkReport; search: HomeworkReportSearch }) {
  const list = useQuery(submitListQueryOptions(report.eHomeworkId, search.classId));
  return <ReportState query={list}>{list.data ? <SubmitTable data={list.data} /> : null}</ReportState>;
}

function SubmitTable({ data }: { data: SubmitList }) {
  const { t, i18n } = useLingui();
  const name = data.homeworkName;
  const when = (at: string | null) => (at ? formatDateTime(at) : '');
  const columns: ReportColumn<Submission>[] = [
    {
      id: 'number',
      header: t`Class number`,
      type: 'number',
      className: 'hb-report-num',
      value: (s) => s.classNumber,
    },
    { id: 'name', header: t`Student`, rowHeader: true, value: (s) => s.name },
    { id: 'completion', header: t`Completion`, value: (s) => i18n._(COMPLETION_LABELS[s.completion]) },
    { id: 'started', header: t`Started`, value: (s) => when(s.startedAt) },
    { id: 'submitted', header: t`Handed in`, value: (s) => when(s.submittedAt) },
    ...timeColumns<Submission>(t`Time (min:s)`, t`Time (minutes)`, (s) => s.timeSpentSeconds),
  ];
  return (
    <ReportSection
      id="hb-hwr-submit"
      title={<Trans>Who handed it in when</Trans>}
      exported={{ name: t`Submissions ${name}`, columns, rows: data.students }}
    >
      <ReportTable
        columns={columns}
        rows={data.students}
        caption={t`First handed in first, the missing last`}
        rowKey={(s) => String(s.studentId)}
      />
    </ReportSection>
  );
}
