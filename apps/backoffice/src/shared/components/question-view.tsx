import {
  isCompositeQuestion,
  parseQuestion,
  QuestionPlayer,
  questionEngineMessages,
} from '@harbour/question-engine';
import '@harbour/question-engine/styles.css';
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';

// The engine's texts arrive with its code, next to the app's and the widgets' catalogs.
i18n.load(questionEngineMessages);
if (i18n.locale) i18n.activate(i18n.locale);

export interface QuestionViewProps {
  /** The question-engine structure of the (sub-)question, with its key (staff only). */
  question: Record<string, unknown>;
  /** The number shown; a sub-question's carries its key, so two of one composite are told apart. */
  serialNo?: number | string;
  /**
   * A student's encoded answer to show in it ('' for essays, long answers and speaking, whose work is
   * media); none for the question alone. A composite question shows its own sub-answers.
   */
  encodedAnswer?: string;
  /** Open the right answer and the explanation, as staff see a question on its own. */
  showExplanation?: boolean;
}

/**
 * A question in the engine's read-only rendering (the player the students answered in, inputs disabled).
 * Screens load it lazily, so the engine arrives only with the scoring, report question and mistakes
 * screens.
 */
export default function QuestionView({
  question,
  serialNo,
  encodedAnswer,
  showExplanation,
}: QuestionViewProps) {
  const parsed = parseQuestion(question);
  if (!parsed.ok)
    return (
      <p role="alert">
        <Trans>This question could not be shown.</Trans>
      </p>
    );
  const shown =
    isCompositeQuestion(parsed.question) || encodedAnswer === undefined
      ? parsed.question
      : { ...parsed.question, studentAnswer: encodedAnswer === '' ? null : encodedAnswer };
  return <QuestionPlayer question={shown} serialNo={serialNo} readOnly showExplanation={showExplanation} />;
}
