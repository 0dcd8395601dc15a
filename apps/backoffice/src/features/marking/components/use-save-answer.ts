import {
  ApiError,
  correctAnswerMutationOptions,
  ERROR_CODES,
  type MarkingAnswer,
  type WritingCriterion,
} from '@harbour/api-client';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import {
  type DraftProblem,
  draftProblems,
  draftToBody,
  isEditable,
  type MarkingDraft,
} from '../logic/marking-draft';

interface SaveAnswerOptions {
  eHomeworkId: number;
  answers: readonly MarkingAnswer[];
  criteria: readonly WritingCriterion[];
  draftOf: (answer: MarkingAnswer) => MarkingDraft;
  setDraft: (answer: MarkingAnswer, next: MarkingDraft | undefined) => void;
  scoreRefs: readonly RefObject<HTMLInputElement | null>[];
  /** After a save (or an answer with nothing to save): moves on from the answer, in the answers as saved. */
  goOn: (index: number, list?: readonly MarkingAnswer[]) => void;
  /** Says a saved answer in the page's status line. */
  onSaved: (message: string) => void;
}

/**
 * Saving one answer's marking: checks the draft first (its problems shown on the answer), then writes
 * it; a conflict (another teacher marked it) clears the draft and says so on the answer.
 */
export function useSaveAnswer({
  eHomeworkId,
  answers,
  criteria,
  draftOf,
  setDraft,
  scoreRefs,
  goOn,
  onSaved,
}: SaveAnswerOptions) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The marked answer shows from the write's answer; the rest of the marking (the overview's counts, the
  // prefetched next student) goes stale without a refetch while the next student paints.
  const correctAnswer = useMutation({
    ...correctAnswerMutationOptions(queryClient, { refetchType: 'none' }),
    meta: { saysErrorsInPlace: true },
  });
  const [problems, setProblems] = useState<Record<number, DraftProblem[]>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState<number | null>(null);

  const save = async (index: number, temporary = false) => {
    const answer = answers[index];
    if (!answer || answer.answerId === null || saving !== null) return;
    const answerId = answer.answerId;
    const draft = draftOf(answer);
    if (!isEditable(answer, draft)) {
      goOn(index);
      return;
    }
    const found = draftProblems(answer, draft, answer.teacherMarked ? criteria : []);
    setProblems((p) => ({ ...p, [answerId]: found }));
    if (found.length > 0) {
      scoreRefs[index]?.current?.focus();
      return;
    }
    setSaving(answer.answerId);
    try {
      const result = await correctAnswer.mutateAsync({
        eHomeworkId,
        answerId: answer.answerId,
        body: draftToBody(answer, draft, answer.teacherMarked ? criteria : [], { temporary }),
      });
      const updated = answers.map((a) => (a.answerId === answer.answerId ? result.answer : a));
      setDraft(answer, undefined);
      setErrors(({ [answerId]: _, ...rest }) => rest);
      onSaved(t`Saved question ${answer.serialNo}.`);
      if (!temporary) goOn(index, updated);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 409 || error.errorCode === ERROR_CODES.MARKING_CONFLICT)
      ) {
        setDraft(answer, undefined);
        setErrors((e) => ({ ...e, [answerId]: error.message }));
      } else {
        const message =
          error instanceof Error && error.message !== '' ? error.message : t`The score was not saved.`;
        setErrors((e) => ({ ...e, [answerId]: message }));
      }
    } finally {
      setSaving(null);
    }
  };

  return { save, saving, problems, errors };
}
