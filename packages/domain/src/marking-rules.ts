/**
 * Marking rules of back-office spec §4 ("Marking") and §5 ("Marking scores"), shared by the server (which
 * enforces them) and the back-office (which checks the scoring screen before sending). Pure functions.
 */

// ---- marking scores (§5) ------------------------------------------------------------------------

/** Why a marking score is refused, with the limit the message names. */
export type MarkingScoreError =
  /** Not a whole number ("no decimals", "correct format"). */
  | { reason: 'NOT_WHOLE'; limit: number; ruleName?: string }
  /** Below 0: the spec's "greater than 0" read as "not negative" (a wrong essay may earn 0). */
  | { reason: 'NEGATIVE'; limit: 0; ruleName?: string }
  /** Above the question's maximum, or above a writing criterion's total ("its breakdown share"). */
  | { reason: 'ABOVE_MAXIMUM'; limit: number; ruleName?: string }
  /** A criterion the writing task does not have, or one of its criteria left out. */
  | { reason: 'CRITERIA_MISMATCH'; limit: number; ruleName: string }
  /** The criteria's scores do not add up to the score. */
  | { reason: 'CRITERIA_SUM'; limit: number; ruleName?: string };

/**
 * Marking scores (§5): a whole number from 0 (the spec's "greater than 0" read as "not negative"), not above
 * the question's maximum. Null when the score is valid.
 */
export function markingScoreError(score: number, maximum: number): MarkingScoreError | null {
  if (!Number.isFinite(score) || !Number.isInteger(score)) return { reason: 'NOT_WHOLE', limit: maximum };
  if (score < 0) return { reason: 'NEGATIVE', limit: 0 };
  if (score > maximum) return { reason: 'ABOVE_MAXIMUM', limit: maximum };
  return null;
}

/** A scoring criterion of a writing task (spec §3: rule name, share, total). */
export interface WritingCriterionRule {
  ruleName: string;
  share: number;
  total: number;
}

/**
 * Marking scores of a writing task (§5, "not above … its breakdown share"): one score per criterion of the
 * task, each a whole number from 0 to the criterion's total, adding up to the score. Null when valid.
 */
export function writingCriteriaScoreError(
  given: readonly { ruleName: string; score: number }[],
  criteria: readonly WritingCriterionRule[],
  score: number,
): MarkingScoreError | null {
  for (const entry of given) {
    const criterion = criteria.find((rule) => rule.ruleName === entry.ruleName);
    if (!criterion) return { reason: 'CRITERIA_MISMATCH', limit: criteria.length, ruleName: entry.ruleName };
    const error = markingScoreError(entry.score, criterion.total);
    if (error) return { ...error, ruleName: entry.ruleName };
  }
  for (const criterion of criteria) {
    const matches = given.filter((entry) => entry.ruleName === criterion.ruleName).length;
    if (matches !== 1) {
      return { reason: 'CRITERIA_MISMATCH', limit: criteria.length, ruleName: criterion.ruleName };
    }
  }
  const sum = given.reduce((total, entry) => total + entry.score, 0);
  if (criteria.length > 0 && sum !== score) return { reason: 'CRITERIA_SUM', limit: sum };
  return null;
}

// ---- which questions a teacher marks, and with a comment ------------------------------------------

/** Question types whose answers are always marked by a teacher (the question core's teacherMarked types). */
export const TEACHER_MARKED_TYPES = ['ESSAY', 'LONG_ANSWER', 'SPEAKING'] as const;

/**
 * Whether a question needs a teacher: its type is teacher-marked (essay, long answer, speaking, a writing
 * task's essay), or its key is open (a short answer with no reference answer, which the engine cannot check).
 */
export function questionNeedsTeacher(question: {
  questionType: string;
  /** The question core's teacherMarked of the type. */
  typeTeacherMarked: boolean;
  /** Whether the engine cannot check it: no reference answer (an open short-answer key). */
  openKey: boolean;
}): boolean {
  return question.typeTeacherMarked || question.openKey;
}

/**
 * Comments required (§5, read as): a score a teacher gives to an essay, long answer, speaking answer or a
 * writing task comes with a comment; open short answers and overrides of automatic scores do not need one
 * (an override carries its reason).
 */
export function commentRequired(question: { questionType: string; teacherMarked: boolean }): boolean {
  return (
    question.teacherMarked && (TEACHER_MARKED_TYPES as readonly string[]).includes(question.questionType)
  );
}

/**
 * Characters that show nothing: white space (NBSP and the ideographic space included), controls, and the
 * default-ignorable code points (zero-width space, joiners, word joiner, byte order mark, variation selectors,
 * Hangul fillers and the like), which a browser draws as nothing.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * Whether a text a rule requires is missing: empty, or made only of characters that show nothing, so a
 * zero-width space is no comment (§5 "comments required") and no override reason.
 */
export function isBlankText(text: string | undefined | null): boolean {
  return (text ?? '').replace(INVISIBLE, '') === '';
}

// ---- saving a marking (§4) ------------------------------------------------------------------------

/** What an answer's saved marking is now, as the save rule sees it. */
export interface SavedMarkingState {
  /** Whether it is a temporary save of writing marking. */
  draft: boolean;
  /** Who saved it. */
  markerId: number;
}

/**
 * What a save is (§4 "saved marking cannot be edited again"; "writing marking can be temporarily saved; final
 * submission is not editable"; after results are published class scoring has ended):
 * - MARKING: a first score of a teacher-marked answer, or its writing draft saved again by the same teacher;
 * - OVERRIDE: a change of a saved (final) marking, of another teacher's draft, of an automatic score, or any
 *   change after publishing — it needs a reason;
 * - MARKING_SAVED / RESULTS_ANNOUNCED / REASON_REQUIRED: refused (a change without a reason).
 */
export function markingSaveKind(input: {
  saved: SavedMarkingState | null;
  markerId: number;
  teacherMarked: boolean;
  announced: boolean;
  overrideReason: string | undefined;
}): 'MARKING' | 'OVERRIDE' | 'MARKING_SAVED' | 'RESULTS_ANNOUNCED' | 'REASON_REQUIRED' {
  const firstOrOwnDraft =
    input.teacherMarked &&
    (input.saved === null || (input.saved.draft && input.saved.markerId === input.markerId));
  if (firstOrOwnDraft && !input.announced) return 'MARKING';
  if (!isBlankText(input.overrideReason)) return 'OVERRIDE';
  if (input.announced) return 'RESULTS_ANNOUNCED';
  if (input.saved !== null) return 'MARKING_SAVED';
  return 'REASON_REQUIRED';
}

// ---- pictures (§5) ----------------------------------------------------------------------------------

/** Longest side, in pixels, of a picture that may be rotated (§5). */
export const MAX_ROTATABLE_PICTURE_SIDE = 4096;

/** Picture rotation impossible above 4096 length or width (§5): whether a picture of this size may turn. */
export function pictureRotatable(width: number, height: number): boolean {
  return width <= MAX_ROTATABLE_PICTURE_SIDE && height <= MAX_ROTATABLE_PICTURE_SIDE;
}

/** Rotating a marked picture clears its marking (§4): the marks kept when the rotation changes. */
export function marksAfterRotation<M>(
  picture: { rotation: number; marks: readonly M[] },
  rotation: number,
): readonly M[] {
  return picture.rotation === rotation ? picture.marks : [];
}

// ---- publishing results (§5) ----------------------------------------------------------------------

/** One submitted student's teacher-marked answers as the publishing check counts them. */
export interface StudentScoring {
  /** Their answers that need a teacher. */
  teacherAnswers: number;
  /** Of them, those without a final score. */
  unscored: number;
}

/**
 * All scores entered before publishing (§5): NOT_ALL_SCORED ('Some students have not been scored') when a
 * student has some, not all, teacher-marked answers unscored; ASK_TO_CONTINUE when students have every one
 * unscored (the teacher may continue); READY otherwise.
 */
export function resultsPublishingCheck(
  students: readonly StudentScoring[],
): 'READY' | 'NOT_ALL_SCORED' | 'ASK_TO_CONTINUE' {
  if (students.some((s) => s.unscored > 0 && s.unscored < s.teacherAnswers)) return 'NOT_ALL_SCORED';
  if (students.some((s) => s.teacherAnswers > 0 && s.unscored === s.teacherAnswers)) return 'ASK_TO_CONTINUE';
  return 'READY';
}

// ---- correction status (§3) -------------------------------------------------------------------------

/**
 * Correction status (§3): ANNOUNCED once results are published; otherwise CORRECTED when every submitted
 * answer that needs a teacher has a final marking, WAIT_CORRECT while some wait.
 */
export function correctionStatusOf(input: {
  announced: boolean;
  toMarkCount: number;
}): 'WAIT_CORRECT' | 'CORRECTED' | 'ANNOUNCED' {
  if (input.announced) return 'ANNOUNCED';
  return input.toMarkCount > 0 ? 'WAIT_CORRECT' : 'CORRECTED';
}
