import type { CorrectAnswerBody, MarkingAnswer, PictureMarking, WritingCriterion } from '@harbour/api-client';
import { commentRequired, isBlankText, markingScoreError, writingCriteriaScoreError } from '@harbour/domain';

/** What a teacher has entered for one answer, not yet saved. */
export interface MarkingDraft {
  /** The score as typed ('' when none). */
  score: string;
  comment: string;
  /** Writing: the score typed for each criterion, by rule name. */
  criteria: Readonly<Record<string, string>>;
  /** Photos with their rotation and marks. */
  pictures: readonly PictureMarking[];
  /** Override of a saved or automatic score: its reason (undefined when not overriding). */
  overrideReason?: string;
}

/** How an answer can be marked now. */
export type AnswerMode =
  /** Waiting for a teacher: a first score. */
  | 'TO_MARK'
  /** A writing task temporarily saved: it may be saved again. */
  | 'DRAFT'
  /** Saved (final) marking: read-only; changing it is an override. */
  | 'SAVED'
  /** Scored by the automatic check: read-only; changing it is an override. */
  | 'AUTO'
  /** Left unanswered: nothing to mark. */
  | 'UNANSWERED';

/** How an answer can be marked now (spec §4: saved marking cannot be edited again). */
export function answerMode(answer: MarkingAnswer): AnswerMode {
  if (answer.answerId === null) return 'UNANSWERED';
  if (answer.marking?.draft) return 'DRAFT';
  if (answer.marking) return 'SAVED';
  return answer.teacherMarked ? 'TO_MARK' : 'AUTO';
}

/**
 * What an answer's heading says of its score: the teacher's mark once there is one (the automatic score only
 * where the engine checked the question, labelled as such), the automatic check's score on a question it
 * checks, nothing yet on one waiting for a teacher (issue 33: a question marked 8/10 said "automatic 0 / 10").
 */
export type ScoreShown =
  | { kind: 'MARKED'; score: number; autoScore: number | null }
  | { kind: 'SAVED_TEMPORARILY'; score: number }
  | { kind: 'AUTOMATIC'; autoScore: number }
  | { kind: 'NOT_SCORED' }
  | { kind: 'UNANSWERED' };

/** What an answer's heading says of its score (see ScoreShown). */
export function scoreShown(answer: MarkingAnswer): ScoreShown {
  const mode = answerMode(answer);
  if (mode === 'UNANSWERED') return { kind: 'UNANSWERED' };
  if (mode === 'DRAFT') return { kind: 'SAVED_TEMPORARILY', score: answer.marking?.score ?? 0 };
  if (mode === 'SAVED')
    return { kind: 'MARKED', score: answer.score, autoScore: answer.teacherMarked ? null : answer.autoScore };
  if (mode === 'AUTO') return { kind: 'AUTOMATIC', autoScore: answer.autoScore };
  return { kind: 'NOT_SCORED' };
}

/** Whether the teacher can type into the answer's fields now (overriding opens a saved one). */
export function isEditable(answer: MarkingAnswer, draft: MarkingDraft | undefined): boolean {
  const mode = answerMode(answer);
  if (mode === 'TO_MARK' || mode === 'DRAFT') return true;
  return mode !== 'UNANSWERED' && draft?.overrideReason !== undefined;
}

/** The photos of an answer (essay or long answer), as the student handed them in. */
export function answerPhotos(answer: MarkingAnswer): readonly string[] {
  const local = answer.localAnswer;
  return local && 'imgUrl' in local ? local.imgUrl : [];
}

/** The draft an answer starts from: its saved marking, or nothing typed and its photos unmarked. */
export function initialDraft(answer: MarkingAnswer): MarkingDraft {
  const marking = answer.marking;
  const saved = new Map((marking?.pictures ?? []).map((p) => [p.imgUrl, p]));
  return {
    score: marking ? String(marking.score) : '',
    comment: marking?.comment ?? '',
    criteria: Object.fromEntries((marking?.criteria ?? []).map((c) => [c.ruleName, String(c.score)])),
    pictures: answerPhotos(answer).map((imgUrl) => saved.get(imgUrl) ?? { imgUrl, rotation: 0, marks: [] }),
  };
}

/** Whether a draft holds something the teacher would lose by leaving (spec §4: warn, then clear). */
export function isDraftDirty(answer: MarkingAnswer, draft: MarkingDraft | undefined): boolean {
  if (!draft) return false;
  const start = initialDraft(answer);
  if (draft.overrideReason !== undefined && !isBlankText(draft.overrideReason)) return true;
  return (
    draft.score !== start.score ||
    draft.comment !== start.comment ||
    JSON.stringify(draft.criteria) !== JSON.stringify(start.criteria) ||
    JSON.stringify(draft.pictures) !== JSON.stringify(start.pictures)
  );
}

/** The score of a writing task: the sum of its criteria's scores (when every one is a number). */
export function criteriaTotal(
  criteria: Readonly<Record<string, string>>,
  rules: readonly WritingCriterion[],
) {
  let total = 0;
  for (const rule of rules) {
    const text = criteria[rule.ruleName] ?? '';
    if (text.trim() === '' || !Number.isFinite(Number(text))) return null;
    total += Number(text);
  }
  return total;
}

/** A problem with a draft, said under the field it names. */
export type DraftProblem =
  | { field: 'score'; reason: 'REQUIRED' | 'NOT_WHOLE' | 'NEGATIVE' | 'ABOVE_MAXIMUM'; limit: number }
  | {
      field: 'criterion';
      ruleName: string;
      reason: 'REQUIRED' | 'NOT_WHOLE' | 'NEGATIVE' | 'ABOVE_MAXIMUM';
      limit: number;
    }
  | { field: 'comment'; reason: 'REQUIRED' }
  | { field: 'overrideReason'; reason: 'REQUIRED' };

/** Reads a typed number: '' is missing, anything else its value (NaN when not a number). */
function typed(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

/**
 * Checks a draft with the rules the server enforces (@harbour/domain marking-rules, spec §5): a whole score
 * from 0 to the question's maximum, each writing criterion within its total, a comment where required, a
 * reason for an override. Empty when it may be sent.
 */
export function draftProblems(
  answer: MarkingAnswer,
  draft: MarkingDraft,
  writingCriteria: readonly WritingCriterion[],
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (writingCriteria.length > 0) {
    for (const rule of writingCriteria) {
      const value = typed(draft.criteria[rule.ruleName] ?? '');
      if (value === null) {
        problems.push({ field: 'criterion', ruleName: rule.ruleName, reason: 'REQUIRED', limit: rule.total });
        continue;
      }
      const error = markingScoreError(value, rule.total);
      if (error && error.reason !== 'CRITERIA_MISMATCH' && error.reason !== 'CRITERIA_SUM')
        problems.push({
          field: 'criterion',
          ruleName: rule.ruleName,
          reason: error.reason,
          limit: rule.total,
        });
    }
    const total = criteriaTotal(draft.criteria, writingCriteria);
    if (problems.length === 0 && total !== null) {
      const given = writingCriteria.map((rule) => ({
        ruleName: rule.ruleName,
        score: Number(draft.criteria[rule.ruleName]),
      }));
      const error =
        writingCriteriaScoreError(given, writingCriteria, total) ?? markingScoreError(total, answer.maxScore);
      if (error?.reason === 'ABOVE_MAXIMUM')
        problems.push({ field: 'score', reason: 'ABOVE_MAXIMUM', limit: answer.maxScore });
    }
  } else {
    const value = typed(draft.score);
    if (value === null) problems.push({ field: 'score', reason: 'REQUIRED', limit: answer.maxScore });
    else {
      const error = markingScoreError(value, answer.maxScore);
      if (error && error.reason !== 'CRITERIA_MISMATCH' && error.reason !== 'CRITERIA_SUM')
        problems.push({ field: 'score', reason: error.reason, limit: error.limit });
    }
  }
  const overriding = draft.overrideReason !== undefined;
  if (!overriding && (answer.commentRequired || commentRequired(answer)) && isBlankText(draft.comment))
    problems.push({ field: 'comment', reason: 'REQUIRED' });
  if (overriding && isBlankText(draft.overrideReason))
    problems.push({ field: 'overrideReason', reason: 'REQUIRED' });
  return problems;
}

/** The body of POST …/correct for a checked draft (baseVersion: the marking's version, 0 when none). */
export function draftToBody(
  answer: MarkingAnswer,
  draft: MarkingDraft,
  writingCriteria: readonly WritingCriterion[],
  { temporary = false }: { temporary?: boolean } = {},
): CorrectAnswerBody {
  const criteria = writingCriteria.map((rule) => ({
    ruleName: rule.ruleName,
    score: Number(draft.criteria[rule.ruleName] ?? 0),
  }));
  const score =
    writingCriteria.length > 0 ? criteria.reduce((sum, c) => sum + c.score, 0) : Number(draft.score);
  return {
    score,
    comment: draft.comment.trim(),
    criteria,
    pictures: [...draft.pictures],
    draft: temporary,
    baseVersion: answer.marking?.version ?? 0,
    ...(draft.overrideReason !== undefined ? { overrideReason: draft.overrideReason.trim() } : {}),
  };
}

/** The answer to focus first: the first one waiting for a teacher, else the first with an answer. */
export function firstAnswerToMark(answers: readonly MarkingAnswer[]): number {
  const waiting = answers.findIndex((a) => {
    const mode = answerMode(a);
    return mode === 'TO_MARK' || mode === 'DRAFT';
  });
  if (waiting >= 0) return waiting;
  const answered = answers.findIndex((a) => a.answerId !== null);
  return Math.max(answered, 0);
}

/** The next answer after `from` still waiting for a teacher, or null when the student is done. */
export function nextAnswerToMark(answers: readonly MarkingAnswer[], from: number): number | null {
  for (let i = from + 1; i < answers.length; i++) {
    const mode = answerMode(answers[i] as MarkingAnswer);
    if (mode === 'TO_MARK' || mode === 'DRAFT') return i;
  }
  return null;
}
