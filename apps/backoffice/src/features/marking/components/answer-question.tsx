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

export interface AnswerQuestionProps {
  /** The question-engine structure of the answer's (sub-)question, with its key. */
  question: Record<string, unknown>;
  /** The student's encoded answer ('' for essays, long answers and speaking, whose work is media). */
  encodedAnswer: string;
  /** The number shown; a sub-question's carries its key, so two of one composite are told apart. */
  serialNo: number | string;
}

/**
 * The question and the student's answer in the engine's read-only rendering (the same player the student
 * answered in, inputs disabled), loaded with the engine only by the scoring screens.
 */
export default function AnswerQuestion({ question, encodedAnswer, serialNo }: AnswerQuestionProps) {
  const parsed = parseQuestion(question);
  if (!parsed.ok)
    return (
      <p role="alert">
        <Trans>This question could not be shown.</Trans>
      </p>
    );
  const shown = isCompositeQuestion(parsed.question)
    ? parsed.question
    : { ...parsed.question, studentAnswer: encodedAnswer === '' ? null : encodedAnswer };
  return <QuestionPlayer question={shown} serialNo={serialNo} readOnly />;
}
