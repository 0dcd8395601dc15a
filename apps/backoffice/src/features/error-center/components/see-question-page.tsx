import type { ErrorQuestionDetail } from '@harbour/api-client';
import { errorCenterQueryOptions, errorQuestionQueryOptions } from '@harbour/api-client';
import { scoreRate } from '@harbour/domain';
import { Button } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { BandBadge } from '../../../shared/report/band-badge';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import { readableTitle } from '../logic/error-center-list';
import type { SeeQuestionSearch } from '../logic/error-center-search';
import { chosenOf, followUpSelectionAtom, toggled } from '../logic/selection';
import { FollowUpDialog } from './follow-up-dialog';
import { type PublishedFollowUp, PublishedNote } from './published-note';
import './error-center.css';

const QuestionView = lazy(() => import('./question-view'));

/**
 * /home/errorCenter/seeQuestion: one question of a class's mistakes (of one homework when the URL says):
 * the question with its key, the right answer, the explanation and every student's wrong answer beside
 * their score; the question joins the follow-up's chosen questions, and the follow-up is published here to
 * the students who got the chosen questions wrong.
 */
export function SeeQuestionPage({ search }: { search: SeeQuestionSearch }) {
  const { t } = useLingui();
  const { classId, questionId, eHomeworkId } = search;
  const valid = classId !== 0 && questionId !== 0;
  const detail = useQuery({
    ...errorQuestionQueryOptions(classId, questionId, eHomeworkId ? { eHomeworkId } : {}),
    enabled: valid,
  });
  // The class's students for the follow-up (the list call's first page carries them).
  const centre = useQuery({ ...errorCenterQueryOptions(classId, { pageSize: 1 }), enabled: valid });
  const [selection, setSelection] = useAtom(followUpSelectionAtom);
  const chosen = chosenOf(selection, classId);
  const [dialog, setDialog] = useState(false);
  const [published, setPublished] = useState<PublishedFollowUp | null>(null);

  if (!valid)
    return (
      <div className="hb-errors">
        <h1>
          <Trans>Question of the mistakes centre</Trans>
        </h1>
        <p role="alert">
          <Trans>No class or question was given.</Trans>
        </p>
      </div>
    );
  const data = detail.data;
  const isChosen = chosen.some((q) => q.questionId === questionId);
  const toggle = (question: ErrorQuestionDetail) =>
    setSelection(
      toggled(selection, classId, {
        questionId,
        title: readableTitle(question.title),
        studentIds: question.mistakes.map((m) => m.studentId),
      }),
    );

  return (
    <div className="hb-errors">
      <div className="hb-page-head">
        <div>
          <h1>
            <Trans>Question of the mistakes centre</Trans>
          </h1>
          <p className="hb-errors__muted">
            <Link to="/home/errorCenter" search={{ classId, ...(eHomeworkId ? { eHomeworkId } : {}) }}>
              <Trans>Back to the mistakes centre</Trans>
            </Link>
          </p>
        </div>
      </div>
      {published ? <PublishedNote published={published} classId={classId} /> : null}
      {!data ? (
        detail.isError ? (
          <p role="alert">
            <Trans>The question could not be loaded.</Trans>
          </p>
        ) : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : (
        <>
          <section className="hb-card" aria-labelledby="hb-errors-question">
            <h2 id="hb-errors-question">{readableTitle(data.title)}</h2>
            <p className="hb-errors__muted">
              {data.className} · {t(SUBJECT_LABELS[data.subjectCode])}
              {data.knowledgePoints.length > 0 ? ` · ${data.knowledgePoints.join('、')}` : ''}
            </p>
            <p className="hb-errors__summary">
              <Trans>
                {data.mistakes.length} of {data.answeredCount} students got it wrong or part right;{' '}
                {data.rightCount} got full marks.
              </Trans>
            </p>
            <div className="hb-errors__question-view">
              <Suspense
                fallback={
                  <p role="status">
                    <Trans>Loading the question…</Trans>
                  </p>
                }
              >
                <QuestionView question={data.question} />
              </Suspense>
            </div>
            <dl className="hb-errors__key">
              <dt>
                <Trans>Right answer</Trans>
              </dt>
              <dd className="hb-errors__pre">
                {data.rightAnswerText || t`Marked by the teacher (no fixed answer)`}
              </dd>
              <dt>
                <Trans>Explanation</Trans>
              </dt>
              <dd className="hb-errors__pre">{data.explanationText || t`No explanation`}</dd>
            </dl>
          </section>
          <Mistakes data={data} />
          <section className="hb-errors__selection" aria-label={t`Chosen questions`}>
            <Button variant="secondary" onPress={() => toggle(data)}>
              {isChosen ? (
                <Trans>Remove this question from the follow-up</Trans>
              ) : (
                <Trans>Choose this question</Trans>
              )}
            </Button>
            <span>
              <Trans>Questions chosen for a follow-up: {chosen.length}</Trans>
            </span>
            <Button
              isDisabled={!centre.data}
              onPress={() => {
                // With nothing chosen yet, the follow-up is this question's.
                if (chosen.length === 0) toggle(data);
                setDialog(true);
              }}
            >
              <Trans>Publish a follow-up…</Trans>
            </Button>
          </section>
          {centre.data ? (
            <FollowUpDialog
              isOpen={dialog}
              onOpenChange={setDialog}
              classId={classId}
              className={data.className}
              questions={chosen}
              onRemove={(id) => {
                const question = chosen.find((q) => q.questionId === id);
                if (question) setSelection(toggled(selection, classId, question));
              }}
              students={centre.data.options.students}
              onPublished={setPublished}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

type Mistake = ErrorQuestionDetail['mistakes'][number];

/** Every student's wrong answer with their score, exportable. */
function Mistakes({ data }: { data: ErrorQuestionDetail }) {
  const { t } = useLingui();
  const columns: ReportColumn<Mistake>[] = [
    { id: 'number', header: t`Class number`, type: 'number', in: 'export', value: (m) => m.classNumber },
    {
      id: 'name',
      header: t`Student`,
      rowHeader: true,
      value: (m) => m.name,
      cell: (m) => `${m.classNumber}. ${m.name}`,
    },
    {
      id: 'answer',
      header: t`Answer`,
      className: 'hb-errors__pre',
      value: (m) => m.answerText,
      cell: (m) => m.answerText,
    },
    {
      id: 'score',
      header: t`Score`,
      type: 'number',
      value: (m) => m.score,
      cell: (m) => (
        <BandBadge rate={scoreRate(m.score, m.maxScore)}>
          {m.verdict === 'WRONG' ? t`Wrong` : t`Part right`} {m.score}/{m.maxScore}
        </BandBadge>
      ),
    },
    { id: 'max', header: t`Full marks`, type: 'number', in: 'export', value: (m) => m.maxScore },
    {
      id: 'homework',
      header: t`Homework`,
      value: (m) => m.homeworkName,
      cell: (m) => (
        <>
          {m.homeworkName}
          <span className="hb-errors__muted"> {formatDateTime(m.answeredAt)}</span>
        </>
      ),
    },
  ];
  return (
    <ReportSection
      id="hb-errors-answers"
      className="hb-card"
      title={<Trans>Students’ wrong answers</Trans>}
      exported={{
        name: t`Wrong answers ${data.className} ${readableTitle(data.title)}`,
        columns,
        rows: data.mistakes,
      }}
    >
      <ReportTable
        columns={columns}
        rows={data.mistakes}
        caption={t`Every student’s wrong answer with their score`}
        hideCaption
        rowKey={(m) => `${m.studentId}:${m.eHomeworkId}`}
        className="hb-errors__answers"
        empty={
          <p>
            <Trans>Nobody got this question wrong with these filters.</Trans>
          </p>
        }
      />
    </ReportSection>
  );
}
