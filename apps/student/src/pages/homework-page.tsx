import {
  type AnswerBody,
  ApiError,
  ERROR_CODES,
  type QuestionRightStatus,
  type StudentHomeworkDetail,
  type StudentQuestion,
  startStudentHomeworkMutationOptions,
  studentHomeworkQueryOptions,
  submitQuestionAnswer,
  submitStudentHomeworkMutationOptions,
} from '@harbour/api-client';
import { formatHongKongDateTime } from '@harbour/domain';
import { ConfirmHost, confirm, PlainButton } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendAnswerOnExit } from '../app/exit-save';
import { ProcessTypeIcon } from '../components/process-type-icon';
import { TestTimer } from '../components/test-timer';
import { createAnswerSaver, type SaveState } from '../logic/answer-saver';
import { isTimeUp } from '../logic/countdown';
import { MEDIA_QUESTION_TYPES, mediaAnswered } from '../logic/media-answer';
import { clampIndex, missingFromMessage, navigatorItems, unansweredRequired } from '../logic/navigator-state';
import { SUBJECT_LABELS, SUBMIT_STATUS_LABELS, VERDICT_LABELS } from '../shared/labels';
import type { AnswerChange, KeptAnswer } from './question-area';
import { QuestionOutcome } from './question-outcome';
import './homework-page.css';

/** The navigator's mark of a judged answer (its words are in the button's name). */
const VERDICT_MARKS: Record<QuestionRightStatus, string> = {
  RIGHT: '✓',
  WRONG: '✗',
  PART_RIGHT: '◐',
  NOT_CORRECT: '…',
};

// The question engine (QuestionPlayer, its widgets, math) loads only here, in chunks of its own.
const QuestionArea = lazy(() => import('./question-area'));

/** The sub-questions of a composite as the question structure lists them (id and type); [] for a base question. */
function childrenOf(question: StudentQuestion): { id: string; type: string }[] {
  const record = question.question;
  const list = record.combinationQuestions ?? record.childQuestions;
  if (!Array.isArray(list)) return [];
  return list.map((child: { questionId?: unknown; questionType?: unknown }) => ({
    id: String(child.questionId),
    type: String(child.questionType),
  }));
}

/**
 * Whether a saved answer counts as answered: a base question with something in it; a composite when each of
 * its sub-questions that may not be empty has an answer (the server's rule for 'submitTips').
 */
function savedAnswered(question: StudentQuestion): boolean {
  const saved = question.answer;
  if (!saved) return false;
  const children = childrenOf(question);
  if (children.length === 0) return saved.studentAnswer !== '' || mediaAnswered(saved.localAnswer);
  const given = new Set(
    saved.childQuestions
      .filter((child) => child.studentAnswer !== '' || mediaAnswered(child.localAnswer))
      .map((child) => child.questionId),
  );
  return children.every((child) => MEDIA_QUESTION_TYPES.has(child.type) || given.has(child.id));
}

/** Where the student resumes: the first question without an answer, else the first. */
function resumeIndex(questions: readonly StudentQuestion[]): number {
  const index = questions.findIndex((question) => !savedAnswered(question));
  return index === -1 ? 0 : index;
}

function SaveLine({ state }: { state: SaveState }) {
  return (
    <p className={`st-save st-save--${state.kind}`} aria-live="polite" data-testid="save-state">
      {state.kind === 'saving' ? <Trans>Saving…</Trans> : null}
      {state.kind === 'saved' ? <Trans>All answers saved</Trans> : null}
      {state.kind === 'failed' ? (
        <Trans>Not saved: {state.message}. Your answer will be sent again with the next change.</Trans>
      ) : null}
    </p>
  );
}

/** One homework: its questions one at a time, a navigator, autosave, the test's timer, submission, results. */
export function HomeworkPage({ eHomeworkId }: { eHomeworkId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: detail } = useSuspenseQuery(studentHomeworkQueryOptions(eHomeworkId));
  const { homework, questions } = detail;
  const isTest = homework.processKind === 'TEST';
  const submitted = homework.submittedAt !== null;

  const [index, setIndex] = useState(() => resumeIndex(questions));
  const current = questions[clampIndex(index, questions.length)];
  const [answered, setAnswered] = useState<Set<number>>(
    () => new Set(questions.filter(savedAnswered).map((q) => q.questionId)),
  );
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<string | null>(detail.testDeadline);
  const [timeUp, setTimeUp] = useState(
    () => isTest && !submitted && isTimeUp(detail.testDeadline, Date.now()),
  );
  const kept = useRef(new Map<string, KeptAnswer>()).current;
  const started = detail.startedAt !== null || deadline !== null;

  const start = useMutation(startStudentHomeworkMutationOptions(queryClient));
  const submit = useMutation(submitStudentHomeworkMutationOptions(queryClient));

  const saver = useMemo(
    () =>
      createAnswerSaver<AnswerBody & { questionId: string }>({
        send: (_key, { questionId, ...body }) => submitQuestionAnswer(questionId, body),
        onState: setSaveState,
        messageOf: (error) =>
          error instanceof ApiError && error.message ? error.message : t`Internal server error`,
      }),
    [t],
  );

  // Leaving the page or hiding the tab: what is waiting goes at once; closing the tab: in requests that
  // outlive it (keepalive), so an answer given just before closing is not lost.
  useEffect(() => {
    const leave = () => void saver.flush();
    const close = () => {
      const language = i18n.locale === 'en' ? 'en' : 'zh-HK';
      for (const [, { questionId, ...body }] of saver.takeWaiting())
        sendAnswerOnExit(questionId, body, language);
    };
    window.addEventListener('pagehide', close);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', close);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, [saver, i18n]);

  // Practice opens its attempt on the first visit; a test waits for the student to start its clock.
  const startMutate = start.mutate;
  useEffect(() => {
    if (!submitted && !isTest && detail.startedAt === null) startMutate(eHomeworkId);
  }, [submitted, isTest, detail.startedAt, eHomeworkId, startMutate]);

  const onAnswer = useCallback(
    (change: AnswerChange) => {
      setAnswered((previous) => {
        if (previous.has(change.homeworkQuestionId) === change.complete) return previous;
        const next = new Set(previous);
        if (change.complete) next.add(change.homeworkQuestionId);
        else next.delete(change.homeworkQuestionId);
        return next;
      });
      // An answer taken back to nothing is not sent: the server keeps the last one given.
      if (change.answered) saver.queue(change.key, { ...change.body, questionId: change.questionId });
    },
    [saver],
  );

  const handIn = useCallback(
    async (timeUpNow: boolean) => {
      setSubmitProblem(null);
      await saver.flush();
      submit.mutate(
        { eHomeworkId, timeUp: timeUpNow },
        {
          onSuccess: () => setMissing(new Set()),
          onError: (error) => {
            const message =
              error instanceof ApiError && error.message ? error.message : t`Internal server error`;
            setSubmitProblem(message);
            if (error instanceof ApiError && error.errorCode === ERROR_CODES.SUBMIT_MISSING_ANSWERS) {
              const named = missingFromMessage(message, questions);
              for (const question of unansweredRequired(questions, answered)) named.add(question.questionId);
              setMissing(named);
            }
          },
        },
      );
    },
    [saver, submit, eHomeworkId, t, questions, answered],
  );

  const onTimeUp = useCallback(() => setTimeUp(true), []);

  // The time ran out (the timer reached 0, or the page opened after it): the answers are handed in, once.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (timeUp && !submitted && !autoSubmitted.current && !submit.isPending) {
      autoSubmitted.current = true;
      void handIn(true);
    }
  }, [timeUp, submitted, handIn, submit.isPending]);

  const askToHandIn = async () => {
    const required = unansweredRequired(questions, answered);
    const unanswered = questions.filter((q) => !answered.has(q.questionId)).length;
    const ok = await confirm({
      title: t`Hand in this homework?`,
      message:
        required.length > 0
          ? t`Questions ${required.map((q) => q.serialNo).join(', ')} have no answer yet.`
          : unanswered > 0
            ? t`${unanswered} questions that may be left empty have no answer. After handing in, answers cannot be changed.`
            : t`All ${questions.length} questions are answered. After handing in, answers cannot be changed.`,
      confirmText: t`Hand in`,
      cancelText: t`Keep working`,
    });
    if (ok) await handIn(false);
  };

  const readOnly = submitted || timeUp || submit.isSuccess || (isTest && !started);
  const items = navigatorItems(questions, answered, missing, clampIndex(index, questions.length));
  const go = (next: number) => setIndex(clampIndex(next, questions.length));

  return (
    <main className="st-page st-homework-page">
      <ConfirmHost />
      <p className="st-back">
        <Link to="/home">
          <Trans>Back to my homework</Trans>
        </Link>
      </p>
      <header className="st-card st-homework-head">
        <h1>{homework.homeworkName}</h1>
        <div className="st-homework-head__facts">
          <span className="st-homework__subject">{i18n._(SUBJECT_LABELS[homework.subjectCode])}</span>
          <ProcessTypeIcon processType={homework.processType} />
          <span>
            <Trans>Due</Trans>{' '}
            <time dateTime={homework.endTime}>{formatHongKongDateTime(homework.endTime)}</time>
          </span>
          {submitted ? (
            <span className="st-badge">{i18n._(SUBMIT_STATUS_LABELS[homework.submitStatus])}</span>
          ) : null}
        </div>
        {isTest && deadline && !submitted && !submit.isSuccess ? (
          <TestTimer deadline={deadline} onTimeUp={onTimeUp} />
        ) : null}
      </header>

      {isTest && !started && !submitted ? (
        <section className="st-card" aria-labelledby="test-start">
          <h2 id="test-start">
            <Trans>Before you start</Trans>
          </h2>
          <p>
            <Trans>
              This test lasts {homework.durationMinutes ?? 0} minutes. The timer starts when you begin; when
              the time is up, your answers are handed in for you. Results show when your teacher publishes
              them.
            </Trans>
          </p>
          <PlainButton
            disabled={start.isPending}
            onClick={() =>
              start.mutate(eHomeworkId, {
                onSuccess: (result) => {
                  setDeadline(result.testDeadline);
                  if (isTimeUp(result.testDeadline, Date.now())) setTimeUp(true);
                },
              })
            }
          >
            <Trans>Start the test</Trans>
          </PlainButton>
          {start.error instanceof ApiError && start.error.message ? (
            <p className="st-error" role="alert">
              {start.error.message}
            </p>
          ) : null}
        </section>
      ) : (
        <>
          {submitted || submit.isSuccess ? <Outcome detail={detail} justSubmitted={submit.data} /> : null}
          <div className="st-work">
            <nav className="st-card st-navigator" aria-label={t`Questions`}>
              <h2 className="st-navigator__title">
                <Trans>Questions</Trans>
              </h2>
              <ol>
                {items.map((item, i) => {
                  // Once results are shown, each number says how its answer was judged; a question the
                  // teacher marked (essays, speaking) says its mark rather than "waiting for marking".
                  const question = questions[i];
                  const verdict = detail.resultsShown
                    ? (question?.answer?.questionRightStatus ?? null)
                    : null;
                  const mark =
                    verdict === 'NOT_CORRECT' && question?.outcome?.marked ? question.outcome : null;
                  let label = t`Question ${item.serialNo}, not answered`;
                  if (mark) label = t`Question ${item.serialNo}: marked, ${mark.score} of ${mark.maxScore}`;
                  else if (verdict) label = t`Question ${item.serialNo}: ${i18n._(VERDICT_LABELS[verdict])}`;
                  else if (item.missing) label = t`Question ${item.serialNo}, missing an answer`;
                  else if (item.answered) label = t`Question ${item.serialNo}, answered`;
                  return (
                    <li key={item.questionId}>
                      <button
                        type="button"
                        className={[
                          'st-navigator__item',
                          item.answered ? 'is-answered' : '',
                          item.missing ? 'is-missing' : '',
                          mark ? 'is-marked' : verdict ? `is-${verdict.toLowerCase()}` : '',
                        ].join(' ')}
                        aria-current={item.current ? 'step' : undefined}
                        aria-label={label}
                        onClick={() => go(i)}
                      >
                        {item.serialNo}
                        {verdict ? (
                          <span className="st-navigator__verdict" aria-hidden="true">
                            {mark ? '●' : VERDICT_MARKS[verdict]}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ol>
              <p className="st-navigator__legend">
                <Trans>
                  {answered.size} of {questions.length} answered
                </Trans>
              </p>
            </nav>
            <section className="st-card st-question" aria-label={t`Question ${current?.serialNo ?? ''}`}>
              {current ? (
                <Suspense
                  fallback={
                    <p role="status">
                      <Trans>Loading the question…</Trans>
                    </p>
                  }
                >
                  <QuestionArea
                    key={`${current.questionId}-${readOnly}-${detail.resultsShown}`}
                    question={current}
                    eHomeworkId={eHomeworkId}
                    kept={kept}
                    readOnly={readOnly}
                    resultsShown={detail.resultsShown}
                    isTest={isTest}
                    onAnswer={onAnswer}
                  />
                </Suspense>
              ) : (
                <p>
                  <Trans>This homework has no questions.</Trans>
                </p>
              )}
              {current?.outcome ? (
                <QuestionOutcome outcome={current.outcome} serialNo={current.serialNo} />
              ) : null}
              <div className="st-question__moves">
                {index > 0 ? (
                  <PlainButton variant="secondary" onClick={() => go(index - 1)}>
                    <Trans>Back to question {index}</Trans>
                  </PlainButton>
                ) : (
                  <span />
                )}
                {index < questions.length - 1 ? (
                  <PlainButton variant="secondary" onClick={() => go(index + 1)}>
                    <Trans>On to question {index + 2}</Trans>
                  </PlainButton>
                ) : null}
              </div>
            </section>
          </div>
          {!readOnly ? (
            <section className="st-card st-hand-in" aria-labelledby="hand-in">
              <h2 id="hand-in">
                <Trans>Hand in</Trans>
              </h2>
              <SaveLine state={saveState} />
              <PlainButton disabled={submit.isPending} onClick={() => void askToHandIn()}>
                <Trans>Hand in homework</Trans>
              </PlainButton>
              {submitProblem ? (
                <p className="st-error" role="alert">
                  {submitProblem}
                </p>
              ) : null}
            </section>
          ) : null}
          {timeUp && !submitted && submitProblem ? (
            <section className="st-card" role="alert">
              <p>{submitProblem}</p>
              <PlainButton onClick={() => void handIn(true)}>
                <Trans>Try handing in again</Trans>
              </PlainButton>
            </section>
          ) : null}
        </>
      )}
    </main>
  );
}

/** After handing in: when and how, and the score once results are shown. */
function Outcome({
  detail,
  justSubmitted,
}: {
  detail: StudentHomeworkDetail;
  justSubmitted:
    | { submitStatus: StudentHomeworkDetail['homework']['submitStatus']; submittedAt: string }
    | undefined;
}) {
  const { i18n } = useLingui();
  const submittedAt = detail.homework.submittedAt ?? justSubmitted?.submittedAt ?? null;
  const status = detail.homework.submittedAt
    ? detail.homework.submitStatus
    : (justSubmitted?.submitStatus ?? null);
  return (
    <section className="st-card st-result" aria-labelledby="result-title" role="status">
      <h2 id="result-title">
        <Trans>Handed in</Trans>
      </h2>
      <p>
        {status ? i18n._(SUBMIT_STATUS_LABELS[status]) : null}
        {submittedAt ? (
          <>
            {' · '}
            <time dateTime={submittedAt}>{formatHongKongDateTime(submittedAt)}</time>
          </>
        ) : null}
      </p>
      {detail.resultsShown && detail.totalScore !== null ? (
        <p className="st-result__score">
          <Trans>
            Score: {detail.totalScore} / {detail.fullScore}
          </Trans>
        </p>
      ) : (
        <p>
          {detail.homework.processKind === 'TEST' ? (
            <Trans>Your answers are read-only now. Results show when your teacher publishes them.</Trans>
          ) : (
            <Trans>Your answers are read-only now.</Trans>
          )}
        </p>
      )}
    </section>
  );
}
