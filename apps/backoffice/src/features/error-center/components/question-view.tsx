import { parseQuestion, QuestionPlayer, questionEngineMessages } from '@harbour/question-engine';
import '@harbour/question-engine/styles.css';
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';

// The engine's texts arrive with its code, next to the app's and the widgets' catalogs.
i18n.load(questionEngineMessages);
if (i18n.locale) i18n.activate(i18n.locale);

/**
 * The question as staff see it: the engine's read-only rendering with the right answer and the explanation
 * open (loaded with the engine only by the question page).
 */
export default function QuestionView({ question }: { question: Record<string, unknown> }) {
  const parsed = parseQuestion(question);
  if (!parsed.ok)
    return (
      <p role="alert">
        <Trans>This question could not be shown.</Trans>
      </p>
    );
  return <QuestionPlayer question={parsed.question} readOnly showExplanation />;
}
