import type { MarkingAnswer, WritingCriterion } from '@harbour/api-client';
import { type RefObject, useEffect, useRef } from 'react';
import { eraseDigit, markingKeyAction, typeDigit } from '../logic/keyboard-map';
import { isEditable, type MarkingDraft } from '../logic/marking-draft';

interface MarkingKeysOptions {
  answers: readonly MarkingAnswer[];
  /** The index of the answer in focus. */
  current: number;
  criteria: readonly WritingCriterion[];
  draftOf: (answer: MarkingAnswer) => MarkingDraft;
  setDraft: (answer: MarkingAnswer, next: MarkingDraft | undefined) => void;
  scoreRefs: readonly RefObject<HTMLInputElement | null>[];
  onMove: (to: 'next' | 'previous') => void;
  save: (index: number) => void;
}

/** The keyboard map, on the whole page (a field's own keys stay its own; a dialog's keys are its own). */
export function useMarkingKeys(options: MarkingKeysOptions) {
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event: KeyboardEvent) => {
    const { answers, current, criteria, draftOf, setDraft, scoreRefs, onMove, save } = options;
    if (event.defaultPrevented) return;
    const target = event.target instanceof HTMLElement ? event.target : document.body;
    if (target.closest('[role="dialog"]')) return;
    const action = markingKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      target: {
        tagName: target.tagName,
        type: target instanceof HTMLInputElement ? target.type : undefined,
        isContentEditable: target.isContentEditable,
        role: target.getAttribute('role'),
        scoreField: target.classList.contains('hb-marking__score'),
      },
    });
    if (!action) return;
    const answer = answers[current];
    if (action.type === 'next' || action.type === 'previous') {
      event.preventDefault();
      onMove(action.type);
    } else if (action.type === 'save') {
      event.preventDefault();
      save(current);
    } else if (
      answer &&
      isEditable(answer, draftOf(answer)) &&
      !(criteria.length > 0 && answer.teacherMarked)
    ) {
      event.preventDefault();
      const draft = draftOf(answer);
      setDraft(answer, {
        ...draft,
        score: action.type === 'digit' ? typeDigit(draft.score, action.digit) : eraseDigit(draft.score),
      });
      scoreRefs[current]?.current?.focus();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
