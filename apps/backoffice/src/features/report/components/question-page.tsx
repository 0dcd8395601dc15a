import type { HomeworkQuestions } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { formatList } from '../../../shared/labels';
import { BandBadge } from '../../../shared/report/band-badge';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures, ReportTitle } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { NoData, ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { homeworkQuestionsQueryOptions } from '../api/report-queries';
import { FAMILY_NAMES, VERDICT_LABELS } from '../logic/labels';
import type { QuestionReportSearch, ReportFamily } from '../logic/report-search';
import { BackToReportLink } from './report-links';
import './report.css';

const QuestionView = lazy(() => import('../../../shared/components/question-view'));

/**
 * One question of a homework report (spec §2 seeReportQuestion, eExercise and A+ question
 * pages: one component over its family): the question rendered by the engine, the right answer, its
 * correct and score rate, and every answer given, equal answers grouped with who gave them; a link to the
 * mistakes centre's page of the question.
 */
export function QuestionReportPage({
  family,
  search,
}: {
  family: ReportFamily;
  search: QuestionReportSearch;
}) {
  const { t, i18n } = useLingui();
  const { eHomeworkId, questionId, classId } = search;
  const ready = eHomeworkId !== undefined && questionId !== undefined;
  const query = useQuery({
    ...homeworkQuestionsQueryOptions(eHomeworkId ?? 0, classId, questionId ?? 0),
    enabled: ready,
  });
  const familyName = i18n._(FAMILY_NAMES[family]);
  const question = query.data?.questions[0];
  return (
    <div className="hb-hwr">
      <ReportTitle
        kicker={query.data ? `${familyName} · ${query.data.homeworkName}` : t`${familyName} homework report`}
        title={question ? t`Question ${question.sortOrder}` : t`Question report`}
      >
        {ready ? <BackToReportLink family={family} eHomeworkId={eHomeworkId} classId={classId} /> : null}
      </ReportTitle>
      {!ready ? (
        <section className="hb-report-section">
          <NoData />
        </section>
      ) : (
        <ReportState query={query}>
          {query.data && question ? <QuestionBody data={query.data} search={search} /> : <NoData />}
        </ReportState>
      )}
    </div>
  );
}

type Answer = HomeworkQuestions['questions'][number]['answers'][number];

function QuestionBody({ data, search }: { data: HomeworkQuestions; search: QuestionReportSearch }) {
  const { t, i18n } = useLingui();
  const question = data.questions[0];
  if (!question) return <NoData />;
  const columns: ReportColumn<Answer>[] = [
    {
      id: 'answer',
      header: t`Answer`,
      rowHeader: true,
      value: (a) => a.answerText || i18n._(VERDICT_LABELS.UNANSWERED),
    },
    { id: 'verdict', header: t`Result`, value: (a) => i18n._(VERDICT_LABELS[a.verdict]) },
    {
      id: 'count',
      header: t`Number of students`,
      type: 'number',
      className: 'hb-report-num',
      value: (a) => a.count,
    },
    {
      id: 'students',
      header: t`Who`,
      value: (a) =>
        formatList(
          a.students.map((s) => s.name),
          i18n.locale,
        ),
    },
  ];
  const errorClassId = search.classId ?? data.classes[0]?.classId;
  return (
    <>
      <ReportSection id="hb-hwr-figures" title={<Trans>How the class did</Trans>}>
        <ReportFigures
          items={[
            {
              label: t`Correct rate`,
              value: <BandBadge rate={question.correctRate} />,
            },
            {
              label: t`Score rate`,
              value: <BandBadge rate={question.scoreRate} />,
            },
            {
              label: t`Right / part right / wrong`,
              value: (
                <>
                  {question.correctCount} / {question.partRightCount} / {question.wrongCount}
                </>
              ),
            },
            {
              label: t`Mean score`,
              value: (
                <>
                  {question.averageScore === null ? '—' : question.averageScore.toFixed(1)} /{' '}
                  {question.maxScore}
                </>
              ),
            },
          ]}
        />
        <p>
          <Link
            to="/home/errorCenter/seeQuestion"
            search={{
              ...(errorClassId === undefined ? {} : { classId: errorClassId }),
              questionId: question.questionId,
              eHomeworkId: data.eHomeworkId,
            }}
          >
            <Trans>Open in mistakes centre</Trans>
          </Link>
        </p>
      </ReportSection>
      <ReportSection id="hb-hwr-question" className="hb-hwr__question" title={<Trans>The question</Trans>}>
        <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
          <QuestionView question={question.question} serialNo={question.sortOrder} />
        </Suspense>
        <p className="hb-hwr__answer-key">
          {t`Right answer:`} {question.rightAnswerText || '—'}
        </p>
        {question.knowledgePoints.length > 0 ? (
          <p className="hb-report-note">{t`Knowledge points: ${formatList(question.knowledgePoints, i18n.locale)}`}</p>
        ) : null}
      </ReportSection>
      <ReportSection
        id="hb-hwr-answers"
        title={<Trans>Answers given</Trans>}
        exported={{
          name: t`Answers to question ${question.sortOrder} ${data.homeworkName}`,
          columns,
          rows: question.answers,
        }}
      >
        <ReportTable
          columns={columns}
          rows={question.answers}
          caption={t`Equal answers grouped, most given first`}
          rowKey={(a) => `${a.verdict}:${a.encodedAnswer}`}
          empty={<NoData />}
        />
      </ReportSection>
    </>
  );
}
