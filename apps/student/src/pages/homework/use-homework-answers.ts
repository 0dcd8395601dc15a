import {
  type AnswerBody,
  ApiError,
  ERROR_CODES,
  type StudentQuestion,
  studentSessionQueryOptions,
  submitStudentHomeworkMutationOptions,
} from '@harbour/api-client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendAnswerOnExit } from '../../app/exit-save';
import { isConnectionLost, unsentAnswers } from '../../app/unsent-answers';
import { type AnswerSaver, createAnswerSaver, type SaveState } from '../../logic/answer-saver';
import { missingFromMessage, type PartsLeft, unansweredRequired } from '../../logic/navigator-state';
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
    // What waits is also kept on the device (onAnswer), so an answer this request loses is sent on the next load.
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
  const [partsLeft, setPartsLeft] = useState<PartsLeft>(
    () => new Map(questions.map((q) => [q.questionId, q.requiredPartsLeft])),
  );
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  const [handInOffline, setHandInOffline] = useState(false);
  const submit = useMutation(submitStudentHomeworkMutationOptions(queryClient));

  const { data: session } = useSuspenseQuery(studentSessionQueryOptions());
  const studentId = session.student.studentId;
  const queue = unsentAnswers(queryClient);

  const saver = useMemo(() => {
    // Sends what is kept on the device for this homework, oldest first; fails on a lost connection or a refusal
    // (also one that a round of every homework met); false when there was nothing to send.
    const sendKept = async () => {
      const result = await queue.drain(studentId, eHomeworkId);
      if (result.offline) throw new TypeError('offline');
      if (result.refused.length > 0) throw result.refused[0];
      return result.sent > 0;
    };
    const saver = createAnswerSaver<AnswerBody & { questionId: string }>({
      send: async (key, { questionId, ...body }) => {
        await queue.keep({ studentId, eHomeworkId, questionId, key, body });
        await sendKept();
      },
      onState: setSaveState,
      messageOf: (error) =>
        error instanceof ApiError && error.message ? error.message : t`Internal server error`,
      connectionLost: isConnectionLost,
    });
    return Object.assign(saver, { sendKept: () => saver.track(sendKept) });
  }, [t, queue, studentId, eHomeworkId]);

  useSaveOnExit(saver);

  // The connection is back: what was kept on the device goes, in order. Answers kept from before (the page was
  // left or closed offline) were sent before the page read the homework (the route's loader); any still kept
  // (the connection is still lost) make the page say so.
  useEffect(() => {
    const online = () => void saver.sendKept();
    window.addEventListener('online', online);
    void queue.pending(studentId, eHomeworkId).then((kept) => {
      if (kept.length > 0) void saver.sendKept();
    });
    return () => window.removeEventListener('online', online);
  }, [saver, queue, studentId, eHomeworkId]);

  const onAnswer = useCallback(
    (change: AnswerChange) => {
      setAnswered((previous) => {
        if (previous.has(change.homeworkQuestionId) === change.complete) return previous;
        const next = new Set(previous);
        if (change.complete) next.add(change.homeworkQuestionId);
        else next.delete(change.homeworkQuestionId);
        return next;
      });
      setPartsLeft((previous) => new Map(previous).set(change.homeworkQuestionId, change.partsLeft));
      // An answer taken back to nothing is not sent: the server keeps the last one given. It is kept on the
      // device at once (a restart before it is sent does not lose it), and sent once the student pauses.
      if (!change.answered) return;
      const { questionId, key, body } = change;
      void queue.keep({ studentId, eHomeworkId, questionId, key, body });
      saver.queue(key, { ...body, questionId });
    },
    [saver, queue, studentId, eHomeworkId],
  );

  const handIn = useCallback(
    async (timeUpNow: boolean) => {
      setSubmitProblem(null);
      setHandInOffline(false);
      await saver.flush();
      // What an earlier save could not send is kept on the device: it goes first (a retry after the server
      // answers again, with no online event, would otherwise hand in without it).
      await saver.sendKept();
      // Without a connection the page stays as it is, with a way to try again (the answers wait on the device).
      if (saver.offline) {
        setHandInOffline(true);
        return;
      }
      submit.mutate(
        { eHomeworkId, timeUp: timeUpNow },
        {
          onSuccess: () => setMissing(new Set()),
          onError: (error) => {
            if (isConnectionLost(error)) {
              setHandInOffline(true);
              return;
            }
            const message =
              error instanceof ApiError && error.message ? error.message : t`Internal server error`;
            setSubmitProblem(message);
            if (error instanceof ApiError && error.errorCode === ERROR_CODES.SUBMIT_MISSING_ANSWERS) {
              const named = missingFromMessage(message, questions);
              for (const question of unansweredRequired(questions, answered, partsLeft))
                named.add(question.questionId);
              setMissing(named);
            }
          },
        },
      );
    },
    [saver, submit, eHomeworkId, t, questions, answered, partsLeft],
  );

  // The time ran out (the timer reached 0, or the page opened after it): the answers are handed in, once.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (timeUp && !submitted && !autoSubmitted.current && !submit.isPending) {
      autoSubmitted.current = true;
      void handIn(true);
    }
  }, [timeUp, submitted, handIn, submit.isPending]);

  return {
    answered,
    partsLeft,
    missing,
    saveState,
    submitProblem,
    handInOffline,
    submit,
    onAnswer,
    handIn,
  };
}
