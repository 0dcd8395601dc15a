import { startStudentHomeworkMutationOptions, studentHomeworkQueryOptions } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isTimeUp } from '../logic/countdown';
import { clampIndex, navigatorItems, unansweredQuestions } from '../logic/navigator-state';
import { resumeIndex } from '../logic/saved-answers';
import { HandIn, HandInRetry } from './homework/hand-in';
import { HomeworkHead } from './homework/homework-head';
import { HomeworkOutcome } from './homework/homework-outcome';
import { QuestionNavigator } from './homework/question-navigator';
import { QuestionPanel } from './homework/question-panel';
import { TaskSheetHandIn, TaskSheetPaper } from './homework/task-sheet';
import { TestStart } from './homework/test-start';
import { useHomeworkAnswers } from './homework/use-homework-answers';
import type { KeptAnswer } from './question-area';
import './homework-page.css';

/**
 * One homework: its questions one at a time with a navigator (a task sheet: its PDF, instructions and the
 * hand-in of the completed sheet instead), autosave, the test's timer, submission, results.
 */
export function HomeworkPage({ eHomeworkId }: { eHomeworkId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: detail } = useSuspenseQuery(studentHomeworkQueryOptions(eHomeworkId));
  const { homework, questions } = detail;
  const isTest = homework.processKind === 'TEST';
  const submitted = homework.submittedAt !== null;

  const [index, setIndex] = useState(() => resumeIndex(questions));
  const current = questions[clampIndex(index, questions.length)];
  const [deadline, setDeadline] = useState<string | null>(detail.testDeadline);
  const [timeUp, setTimeUp] = useState(
    () => isTest && !submitted && isTimeUp(detail.testDeadline, Date.now()),
  );
  const kept = useRef(new Map<string, KeptAnswer>()).current;
  const started = detail.startedAt !== null || deadline !== null;

  const start = useMutation(startStudentHomeworkMutationOptions(queryClient));
  const { answered, partsLeft, missing, saveState, submitProblem, handInOffline, submit, onAnswer, handIn } =
    useHomeworkAnswers({ eHomeworkId, questions, submitted, timeUp });

  // Practice opens its attempt on the first visit; a test waits for the student to start its clock.
  const startMutate = start.mutate;
  useEffect(() => {
    if (!submitted && !isTest && detail.startedAt === null) startMutate(eHomeworkId);
  }, [submitted, isTest, detail.startedAt, eHomeworkId, startMutate]);

  const onTimeUp = useCallback(() => setTimeUp(true), []);
  const startTest = () =>
    start.mutate(eHomeworkId, {
      onSuccess: (result) => {
        setDeadline(result.testDeadline);
        if (isTimeUp(result.testDeadline, Date.now())) setTimeUp(true);
      },
    });

  const readOnly = submitted || timeUp || submit.isSuccess || (isTest && !started);
  const items = navigatorItems(questions, answered, missing, clampIndex(index, questions.length));
  const go = (next: number) => setIndex(clampIndex(next, questions.length));

  return (
    <main className="st-page st-homework-page">
      <p className="st-back">
        <Link to="/home">
          <Trans>Back to my homework</Trans>
        </Link>
      </p>
      <HomeworkHead
        homework={homework}
        deadline={isTest && !submitted && !submit.isSuccess ? deadline : null}
        onTimeUp={onTimeUp}
      />
      {isTest && !started && !submitted ? (
        <TestStart
          durationMinutes={homework.durationMinutes}
          starting={start.isPending}
          startError={start.error}
          onStart={startTest}
        />
      ) : (
        <>
          {submitted || submit.isSuccess ? (
            <HomeworkOutcome detail={detail} justSubmitted={submit.data} />
          ) : null}
          {detail.workPaper ? (
            <>
              <TaskSheetPaper workPaper={detail.workPaper} />
              {current ? (
                <TaskSheetHandIn
                  question={current}
                  eHomeworkId={eHomeworkId}
                  readOnly={readOnly}
                  onAnswer={onAnswer}
                />
              ) : null}
            </>
          ) : (
            <div className="st-work">
              <QuestionNavigator
                items={items}
                questions={questions}
                answered={answered}
                resultsShown={detail.resultsShown}
                onGo={go}
              />
              <QuestionPanel
                current={current}
                index={index}
                count={questions.length}
                eHomeworkId={eHomeworkId}
                kept={kept}
                readOnly={readOnly}
                resultsShown={detail.resultsShown}
                isTest={isTest}
                onAnswer={onAnswer}
                feedback={detail}
                onGo={go}
              />
            </div>
          )}
          {!readOnly ? (
            <HandIn
              saveState={saveState}
              submitting={submit.isPending}
              problem={submitProblem}
              unanswered={unansweredQuestions(questions, answered, partsLeft)}
              total={questions.length}
              onGo={go}
              onHandIn={() => void handIn(false)}
            />
          ) : null}
          {handInOffline && !submitted ? (
            <HandInRetry
              problem={t`No connection: the homework is not handed in yet. Your answers are kept on this device.`}
              onRetry={() => void handIn(timeUp)}
            />
          ) : null}
          {timeUp && !submitted && submitProblem ? (
            <HandInRetry problem={submitProblem} onRetry={() => void handIn(true)} />
          ) : null}
        </>
      )}
    </main>
  );
}
