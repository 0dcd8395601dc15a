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
  /** The question-engine structure with its key (staff only). */
  question: Record<string, unknown>;
  /** The number shown. */
  serialNo: number | string;
  /** A student's encoded answer to show in it; none for the question alone. */
  encodedAnswer?: string;
}

/**
 * A question in the engine's read-only rendering (the player the students answered in, inputs disabled),
 * loaded with the engine only by the report's question and student pages.
 */
export default function QuestionView({ question, serialNo, encodedAnswer }: QuestionViewProps) {
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
  return <QuestionPlayer question={shown} serialNo={serialNo} readOnly />;
}
