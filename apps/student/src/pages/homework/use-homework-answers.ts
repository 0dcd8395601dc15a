import {
  type AnswerBody,
  ApiError,
  ERROR_CODES,
  type StudentQuestion,
  submitQuestionAnswer,
  submitStudentHomeworkMutationOptions,
} from '@harbour/api-client';
import { confirm } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendAnswerOnExit } from '../../app/exit-save';
import { type AnswerSaver, createAnswerSaver, type SaveState } from '../../logic/answer-saver';
import { missingFromMessage, unansweredRequired } from '../../logic/navigator-state';
import { savedAnswered } from '../../logic/saved-answers';
import type { AnswerChange } from '../question-area';

/**
 * Leaving the page or hiding the tab: what is waiting goes at once; closing the tab: in requests that
 * outlive it (keepalive), so an answer given just before closing is not lost.
 */
function useSaveOnExit(saver: AnswerSaver<AnswerBody & { questionId: string }>) {
  const { i18n } = useLingui();
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
}

/**
 * The answers of one homework and their handing in: which questions are answered, autosave (flushed on
 * leaving, sent with keepalive on closing), the submission with its confirmation, the questions a refused
 * submission named, and the one automatic hand-in once the time is up.
 */
export function useHomeworkAnswers({
  eHomeworkId,
  questions,
  submitted,
  timeUp,
}: {
  eHomeworkId: number;
  questions: readonly StudentQuestion[];
  submitted: boolean;
  timeUp: boolean;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState<Set<number>>(
    () => new Set(questions.filter(savedAnswered).map((q) => q.questionId)),
  );
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
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

  useSaveOnExit(saver);

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

  return { answered, missing, saveState, submitProblem, submit, onAnswer, handIn, askToHandIn };
}
