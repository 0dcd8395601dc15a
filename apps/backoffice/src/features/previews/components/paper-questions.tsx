import type { LanguageType } from '@harbour/api-client';
import { questionPreviewQueryOptions } from '@harbour/api-client';
import {
  CORRECT_WAY_AUTO,
  isCompositeQuestion,
  parseQuestion,
  type Question,
  QuestionPlayer,
  questionEngineMessages,
} from '@harbour/question-engine';
import '@harbour/question-engine/styles.css';
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';

// The engine's texts arrive with its code, next to the app's and the widgets' catalogs.
i18n.load(questionEngineMessages);
if (i18n.locale) i18n.activate(i18n.locale);

export interface PaperQuestionsProps {
  /** Questions of the paper, in order. */
  questionIds: readonly number[];
  /** Language of the questions. */
  language: LanguageType;
  /** Inputs disabled and no Submit (a read-only look at the paper). */
  readOnly?: boolean;
}

/**
 * A teacher's preview: the staff token gets each question with its answer key, so answers are
 * checked in the browser and the right answer and analysis can be opened before answering.
 */
export function teacherView(question: Question): Question {
  if (isCompositeQuestion(question))
    return {
      ...question,
      correctWay: CORRECT_WAY_AUTO,
      combinationQuestions: question.combinationQuestions.map((child) => ({
        ...child,
        correctWay: CORRECT_WAY_AUTO,
      })),
    };
  return { ...question, correctWay: CORRECT_WAY_AUTO };
}

/** Every question of a paper through QuestionPlayer, numbered from 1 (loaded with the route that needs it). */
export default function PaperQuestions({ questionIds, language, readOnly = false }: PaperQuestionsProps) {
  const previews = useQueries({
    queries: questionIds.map((id) => questionPreviewQueryOptions(id, language)),
  });
  if (questionIds.length === 0)
    return (
      <p className="hb-empty">
        <Trans>This paper has no questions yet.</Trans>
      </p>
    );
  return (
    <ol className="hb-paper-questions">
      {previews.map((preview, index) => {
        const questionId = questionIds[index] ?? index;
        const serialNo = index + 1;
        if (preview.isPending)
          return (
            <li key={questionId} aria-busy="true">
              <Trans>Loading question {serialNo}…</Trans>
            </li>
          );
        const parsed = preview.isError ? null : parseQuestion(preview.data.question);
        if (!parsed?.ok)
          return (
            <li key={questionId} role="alert">
              <Trans>Question {serialNo} could not be loaded.</Trans>
            </li>
          );
        return (
          <li key={questionId} data-question-id={questionId}>
            <QuestionPlayer
              question={teacherView(parsed.question)}
              serialNo={serialNo}
              language={language}
              checkLocally
              showExplanation
              readOnly={readOnly}
            />
          </li>
        );
      })}
    </ol>
  );
}
