import type { HomeworkReport } from '@harbour/api-client';
import { TabBar } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, PROCESS_TYPE_LABELS, SUBJECT_LABELS } from '../../../shared/labels';
import { BandBadge } from '../../../shared/report/band-badge';
import { percentText } from '../../../shared/report/bands';
import { ReportFigures, ReportTitle } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { ChooseInReportCentre, ReportState } from '../../../shared/report/report-state';
import { homeworkReportQueryOptions } from '../api/report-queries';
import { FAMILY_NAMES, PROCESS_VIEW_LABELS, TAB_LABELS } from '../logic/labels';
import {
  type HomeworkReportSearch,
  processViewOf,
  REPORT_TABS,
  type ReportFamily,
  type ReportTab,
} from '../logic/report-search';
import { Overview } from './homework-overview';
import { ProcessPart } from './homework-process';
import { StudentsTable } from './homework-students';
import { SubmitPart } from './homework-submit';
import { WrongQuestionsPart } from './homework-wrong';
import { QuestionLink } from './report-links';
import './report.css';

type Navigate = (next: HomeworkReportSearch) => void;

/**
 * The homework report (spec §2 ePracticeReport, eExerciseReport, newAplusReport detail: one component over
 * its family at each route): completion with the names, the score
 * distribution on §9's ring bands (chart or table), the average, each question's correct rate with its most
 * common wrong answers and the hardest marked, each student's score and time, the wrong questions, the
 * processType view and the submissions; every table exportable.
 */
export function HomeworkReportPage({
  family,
  search,
  onSearch,
}: {
  family: ReportFamily;
  search: HomeworkReportSearch;
  onSearch: Navigate;
}) {
  const { t, i18n } = useLingui();
  const eHomeworkId = search.eHomeworkId;
  const report = useQuery({
    ...homeworkReportQueryOptions(eHomeworkId ?? 0, search.classId),
    enabled: eHomeworkId !== undefined,
  });
  const familyName = i18n._(FAMILY_NAMES[family]);
  const data = report.data;
  return (
    <div className="hb-hwr">
      <ReportTitle
        kicker={t`${familyName} homework report`}
        title={data ? data.homeworkName : t`Homework report`}
        details={
          data ? (
            <>
              {i18n._(SUBJECT_LABELS[data.subjectCode])} · {i18n._(PROCESS_TYPE_LABELS[data.processType])} ·{' '}
              {t`Due ${formatDateTime(data.endTime)}`}
            </>
          ) : null
        }
      />
      {eHomeworkId === undefined ? (
        <ChooseInReportCentre>
          <Trans>Choose a homework in the report centre</Trans>
        </ChooseInReportCentre>
      ) : (
        <ReportState query={report}>
          {data ? (
            <HomeworkReportBody family={family} report={data} search={search} onSearch={onSearch} />
          ) : null}
        </ReportState>
      )}
    </div>
  );
}

function HomeworkReportBody({
  family,
  report,
  search,
  onSearch,
}: {
  family: ReportFamily;
  report: HomeworkReport;
  search: HomeworkReportSearch;
  onSearch: Navigate;
}) {
  const { t, i18n } = useLingui();
  const tab = search.tab ?? 'overview';
  const hardest = report.questions.find((q) => q.questionId === report.hardestQuestionId);
  const processView = processViewOf(report.processType);
  return (
    <>
      <ReportSection id="hb-hwr-summary" title={<Trans>Summary</Trans>}>
        <ReportFigures
          items={[
            { label: t`Handed in`, value: t`${report.submittedCount} of ${report.studentCount}` },
            {
              label: t`Average score rate`,
              value: <BandBadge rate={report.averageScoreRate} />,
            },
            { label: t`Full score`, value: report.fullScore },
            {
              label: t`Waiting for marking`,
              value:
                report.pendingCount > 0
                  ? t`${report.pendingCount} answers: the rates count marked work only`
                  : t`None`,
            },
            {
              label: t`Hardest question`,
              value: hardest ? (
                <QuestionLink family={family} report={report} questionId={hardest.questionId} search={search}>
                  {t`Question ${hardest.sortOrder}`} · {percentText(hardest.scoreRate)}
                </QuestionLink>
              ) : (
                '—'
              ),
            },
          ]}
        />
      </ReportSection>
      <TabBar
        aria-label={t`Parts of the report`}
        items={REPORT_TABS.map((value) => ({
          value,
          label: value === 'process' ? i18n._(PROCESS_VIEW_LABELS[processView]) : i18n._(TAB_LABELS[value]),
        }))}
        value={tab}
        onChange={(value) => onSearch({ ...search, tab: value as ReportTab })}
      >
        {tab === 'overview' ? (
          <Overview family={family} report={report} search={search} onSearch={onSearch} />
        ) : tab === 'students' ? (
          <StudentsTable family={family} report={report} search={search} />
        ) : tab === 'wrong' ? (
          <WrongQuestionsPart family={family} report={report} search={search} />
        ) : tab === 'process' ? (
          <ProcessPart family={family} report={report} search={search} />
        ) : (
          <SubmitPart report={report} search={search} />
        )}
      </TabBar>
    </>
  );
}
