import { type CheckResult, notCorrect } from './check-result';
import type { CustomQuestionType } from './custom-types';
import {
  type BaseQuestion,
  type CheckStatus,
  type CompositeQuestion,
  isCompositeQuestion,
  type Question,
} from './model';
import type { BaseQuestionType } from './question-type';
import { type LocalAnswerMap, moduleFor } from './registry';

/** A base question whose type is T. */
export type QuestionOf<T extends BaseQuestionType | CustomQuestionType> = BaseQuestion & { questionType: T };

function moduleOf(question: Question) {
  if (!question || typeof question !== 'object' || isCompositeQuestion(question)) return undefined;
  return moduleFor(question.questionType);
}

/**
 * The length of the longest encoded answer the question can produce (spec §3 encodings written out
 * with every option, slot or character used); Infinity where the question does not bound it (free
 * text, composites, unknown types).
 */
export function maxAnswerLength(question: Question): number {
  const module = moduleOf(question);
  const max = module?.maxEncodedLength?.(question as BaseQuestion);
  return typeof max === 'number' && max >= 0 ? max : Number.POSITIVE_INFINITY;
}

/**
 * Whether an encoded answer is longer than any the question can produce. Such a string is refused
 * unread: no parser ever runs over it, so its cost is bounded by the question, not by the sender.
 */
export function isAnswerTooLong(question: Question, encoded: string): boolean {
  return typeof encoded === 'string' && encoded.length > maxAnswerLength(question);
}

/** The local answer a question starts with. */
export function emptyAnswer<T extends BaseQuestionType | CustomQuestionType>(
  question: QuestionOf<T>,
): LocalAnswerMap[T] {
  const module = moduleOf(question);
  return (module ? module.emptyAnswer(question) : null) as LocalAnswerMap[T];
}

/** Encodes a local answer as the submitted string (spec §3); '' for composites and unknown types. */
export function encodeAnswer<T extends BaseQuestionType | CustomQuestionType>(
  question: QuestionOf<T>,
  localAnswer: LocalAnswerMap[T],
): string {
  const module = moduleOf(question);
  return module ? module.encode(question, localAnswer) : '';
}

/** Decodes a submitted string into a local answer; malformed input gives an empty or partial answer. */
export function decodeAnswer<T extends BaseQuestionType | CustomQuestionType>(
  question: QuestionOf<T>,
  encoded: string,
): LocalAnswerMap[T] {
  const module = moduleOf(question);
  // A string longer than the question can produce means nothing: it is decoded as ''.
  const text = typeof encoded === 'string' && !isAnswerTooLong(question, encoded) ? encoded : '';
  return (module ? module.decode(question, text) : null) as LocalAnswerMap[T];
}

/** Whether the answer may be submitted (spec §5). */
export function hasAnswer<T extends BaseQuestionType | CustomQuestionType>(
  question: QuestionOf<T>,
  localAnswer: LocalAnswerMap[T],
): boolean {
  const module = moduleOf(question);
  return module ? module.hasAnswer(question, localAnswer) : false;
}

/**
 * Checks an encoded student answer against a base (or child) question's key. Essay, long answer and
 * speaking, questions without a key, composites (check each child, or use checkComposite) and
 * unknown types give NOT_CORRECT with no items. Never throws on any string.
 */
export function checkAnswer(question: Question, studentAnswer: string): CheckResult {
  const module = moduleOf(question);
  if (!module) return notCorrect();
  // A string longer than the question can produce is checked as no answer, without parsing it.
  const text =
    typeof studentAnswer === 'string' && !isAnswerTooLong(question, studentAnswer) ? studentAnswer : '';
  return module.check(question as BaseQuestion, text);
}

/** Result of checking a composite question child by child. */
export interface CompositeCheckResult {
  /** RIGHT when every auto-checked child is right, WRONG when none is, else PART_RIGHT; NOT_CORRECT when no child is auto-checked. */
  status: CheckStatus;
  /** One result per child, in the order of combinationQuestions. */
  children: { questionId: string; result: CheckResult }[];
}

/**
 * Checks a composite question given the encoded answer of each child, keyed by the child's
 * questionId (a missing child answer is checked as '').
 */
export function checkComposite(
  question: CompositeQuestion,
  answers: Readonly<Record<string, string>>,
): CompositeCheckResult {
  const children = (question.combinationQuestions ?? []).map((child) => ({
    questionId: child.questionId,
    result: checkAnswer(
      child,
      Object.hasOwn(answers ?? {}, child.questionId) ? (answers[child.questionId] ?? '') : '',
    ),
  }));
  const checked = children.filter((child) => child.result.status !== 'NOT_CORRECT');
  let status: CheckStatus = 'NOT_CORRECT';
  if (checked.length > 0) {
    const right = checked.filter((child) => child.result.status === 'RIGHT').length;
    const wrong = checked.filter((child) => child.result.status === 'WRONG').length;
    status = right === checked.length ? 'RIGHT' : wrong === checked.length ? 'WRONG' : 'PART_RIGHT';
  }
  return { status, children };
}
