import type { AnswerTextLocale } from './answer-words';
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
   * The answer as a person reads it in a report: "B. goes", "(1) kitten  (2) puppy", "1. cat → B. meow";
   * '' for no answer. `answer` is the decoded submitted string; for a teacher-marked type it is the
   * stored local answer, undefined when the caller has none. `locale` is the language of the words the
   * text adds itself ("(picture)", "(recording)"); the answer is never translated. Never throws, on any
   * value.
   */
  answerText(question: BaseQuestion, answer: Answer | undefined, locale: AnswerTextLocale): string;
  /**
   * A key under which equal answers group: what `check` compares, normalised as it compares it (a
   * choice's set of options, blanks by normalizeBlank); '' for no answer. `answer` as for answerText.
   */
  answerKey(question: BaseQuestion, answer: Answer | undefined): string;
  /** The question's right answer as a person reads it (answerText of its key); '' when it has no key. */
  rightAnswerText(question: BaseQuestion, locale: AnswerTextLocale): string;
  /**
   * The length of the longest string `encode` can produce for the question, where the question
   * bounds it (options, slots, a passage); absent, or undefined, for free text and questions without
   * options. A longer submitted string is refused before it is parsed: decoded and checked as ''.
   */
  maxEncodedLength?(question: BaseQuestion): number | undefined;
}
