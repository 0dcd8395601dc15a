import type { MarkingAnswer } from '@harbour/api-client';
import { type RefObject, useRef, useState } from 'react';
import { initialDraft, isDraftDirty, type MarkingDraft } from '../logic/marking-draft';

/**
 * A student's unsaved marking, one draft an answer (an answer without a draft shows its saved marking);
 * `dirtyRef` is kept telling whether any draft differs from what is saved.
 */
export function useAnswerDrafts(answers: readonly MarkingAnswer[], dirtyRef: RefObject<() => boolean>) {
  const drafts = useRef<Record<number, MarkingDraft>>({});
  const [, setVersion] = useState(0);

  const draftOf = (answer: MarkingAnswer) =>
    (answer.answerId !== null ? drafts.current[answer.answerId] : undefined) ?? initialDraft(answer);
  const setDraft = (answer: MarkingAnswer, next: MarkingDraft | undefined) => {
    if (answer.answerId === null) return;
    if (next) drafts.current = { ...drafts.current, [answer.answerId]: next };
    else {
      const { [answer.answerId]: _, ...rest } = drafts.current;
      drafts.current = rest;
    }
    setVersion((v) => v + 1);
  };

  dirtyRef.current = () =>
    answers.some((a) => a.answerId !== null && isDraftDirty(a, drafts.current[a.answerId]));

  return { draftOf, setDraft };
}
