import type { CheckResult } from './check-result';
import type { BaseQuestion } from './model';
import type { BaseQuestionType } from './question-type';

/**
 * Everything the engine knows about one question type. One file per type under `types/`,
 * collected in `registry.ts`. Implementations never throw on any input string.
 */
export interface QuestionTypeModule<Answer> {
  /** Code name of the type. */
  readonly type: BaseQuestionType;
  /**
   * A teacher marks answers of this type (spec §4, §5): the player shows no submit button, the
   * submitted string carries no encoding to read, and the check is NOT_CORRECT.
   */
  readonly teacherMarked: boolean;
  /** The server sends the stored answer back split into blanks, and the player shows it (spec §7). */
  readonly returnsBlanks: boolean;
  /** Its gaps sit in the question text, drawn by the widget instead of the media list. */
  readonly inlineGaps: boolean;
  /** The local answer before the student does anything. */
  emptyAnswer(question: BaseQuestion): Answer;
  /** Encodes a local answer as the submitted string (spec §3). */
  encode(question: BaseQuestion, answer: Answer): string;
  /** Decodes a submitted string; malformed input gives an empty or partial answer. */
  decode(question: BaseQuestion, encoded: string): Answer;
  /** Whether the answer may be submitted (spec §5). */
  hasAnswer(question: BaseQuestion, answer: Answer): boolean;
  /** Checks an encoded student answer against the question's key. */
  check(question: BaseQuestion, studentAnswer: string): CheckResult;
  /**
   * The length of the longest string `encode` can produce for the question, where the question
   * bounds it (options, slots, a passage); absent, or undefined, for free text and questions without
   * options. A longer submitted string is refused before it is parsed: decoded and checked as ''.
   */
  maxEncodedLength?(question: BaseQuestion): number | undefined;
}
