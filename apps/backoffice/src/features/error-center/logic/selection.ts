import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

// The questions a teacher chooses for a follow-up, kept while they browse the mistakes centre (list, groups,
// pages, a question's page and back) and across a reload of the tab; one class at a time.

/** A chosen question: what the follow-up dialog shows and whom it preselects. */
export interface ChosenQuestion {
  questionId: number;
  /** Plain text of its title. */
  title: string;
  /** Students whose latest answer to it is wrong or part right. */
  studentIds: number[];
}

/** The chosen questions of one class. */
export interface FollowUpSelection {
  classId: number;
  questions: ChosenQuestion[];
}

const EMPTY: FollowUpSelection = { classId: 0, questions: [] };

/** The selection, in the tab's session storage. */
export const followUpSelectionAtom = atomWithStorage<FollowUpSelection>(
  'harbour.errorCenter.selection',
  EMPTY,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/** The selection after choosing or un-choosing a question of a class (another class's choice starts over). */
export function toggled(
  selection: FollowUpSelection,
  classId: number,
  question: ChosenQuestion,
): FollowUpSelection {
  const current = selection.classId === classId ? selection.questions : [];
  const chosen = current.some((q) => q.questionId === question.questionId);
  return {
    classId,
    questions: chosen ? current.filter((q) => q.questionId !== question.questionId) : [...current, question],
  };
}

/** The chosen questions of a class (none when the selection is another class's). */
export function chosenOf(selection: FollowUpSelection, classId: number): ChosenQuestion[] {
  return selection.classId === classId ? selection.questions : [];
}

/** The students preselected for a follow-up: everyone who got one of the chosen questions wrong, once. */
export function studentsToPreselect(questions: readonly ChosenQuestion[]): number[] {
  return [...new Set(questions.flatMap((q) => q.studentIds))];
}

/** A write-only atom that clears the selection (after a follow-up is published). */
export const clearSelectionAtom = atom(null, (_get, set) => set(followUpSelectionAtom, EMPTY));
