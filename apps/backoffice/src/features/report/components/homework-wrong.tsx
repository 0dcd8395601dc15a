import type { WrongQuestions } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { NoData, ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { wrongQuestionsQueryOptions } from '../api/report-queries';
import { VERDICT_LABELS } from '../logic/labels';
import type { HomeworkReportSearch, ReportFamily } from '../logic/report-search';
import { type HomeworkPartProps, QuestionLink } from './report-links';

type WrongQuestion = WrongQuestions['questions'][number];
type WrongStudent = WrongQuestion['students'][number];

/** The wrong-questions tab: the questions someone got wrong, hardest first, with who and their answer. */
export function WrongQuestionsPart({ family, report, search }: HomeworkPartProps) {
  const wrong = useQuery(wrongQuestionsQueryOptions(report.eHomeworkId, search.classId));
  return (
    <ReportState query={wrong}>
      {wrong.data ? <WrongQuestionsTable family={family} data={wrong.data} search={search} /> : null}
    </ReportState>
  );
}

function WrongQuestionsTable({
  family,
  data,
  search,
}: {
  family: ReportFamily;
  data: WrongQuestions;
  search: HomeworkReportSearch;
}) {
  const { t, i18n } = useLingui();
  const name = data.homeworkName;
  // The table has a row per question; the export a row per student's answer, under the same headers.
  const exported: ReportColumn<{ q: WrongQuestion; s: WrongStudent }>[] = [
    { id: 'no', header: t`No.`, type: 'number', value: ({ q }) => q.sortOrder },
    { id: 'question', header: t`Question`, value: ({ q }) => q.stem },
    rateColumn('rate', t`Score rate (%)`, ({ q }) => q.scoreRate),
    { id: 'student', header: t`Student`, value: ({ s }) => s.name },
    { id: 'verdict', header: t`Result`, value: ({ s }) => i18n._(VERDICT_LABELS[s.verdict]) },
    { id: 'answer', header: t`Their answer`, value: ({ s }) => s.answerText },
    { id: 'score', header: t`Score`, type: 'number', value: ({ s }) => s.score },
  ];
  const columns: ReportColumn<WrongQuestion>[] = [
    {
      id: 'question',
      header: t`Question`,
      rowHeader: true,
      cell: (q) => (
        <>
          <QuestionLink family={family} report={data} questionId={q.questionId} search={search}>
            {t`Question ${q.sortOrder}`}
          </QuestionLink>
          <br />
          <span className="hb-hwr__who">{q.stem}</span>
        </>
      ),
    },
    rateColumn('rate', t`Score rate`, (q) => q.scoreRate),
    {
      id: 'students',
      header: t`Who, and their answer`,
      cell: (q) => (
        <ul className="hb-hwr__wrong">
          {q.students.map((s) => (
            <li key={s.studentId}>
              {s.name}: <strong>{s.answerText || i18n._(VERDICT_LABELS.UNANSWERED)}</strong>{' '}
              <span className="hb-hwr__who">
                ({i18n._(VERDICT_LABELS[s.verdict])}, {s.score} / {q.maxScore})
              </span>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <ReportSection
      id="hb-hwr-wrong"
      title={<Trans>Questions someone got wrong, hardest first</Trans>}
      exported={{
        name: t`Wrong questions ${name}`,
        columns: exported,
        rows: data.questions.flatMap((q) => q.students.map((s) => ({ q, s }))),
      }}
    >
      <ReportTable
        columns={columns}
        rows={data.questions}
        caption={t`Wrong and part-right answers by question`}
        rowKey={(q) => String(q.questionId)}
        empty={<NoData />}
      />
    </ReportSection>
  );
}
