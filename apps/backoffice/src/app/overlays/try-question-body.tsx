import { createQuestionPlayerAdapter, questionPreviewQueryOptions } from '@harbour/api-client';
import { parseQuestion, QuestionPlayer, questionEngineMessages } from '@harbour/question-engine';
import '@harbour/question-engine/styles.css';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TryQuestionState } from '../../shared/state/atoms';

// The engine's texts arrive with its code, next to the app's and the widgets' catalogs.
i18n.load(questionEngineMessages);
if (i18n.locale) i18n.activate(i18n.locale);

const adapter = createQuestionPlayerAdapter();

/** The question of the try-a-question popup: loaded in the chosen language, answered through the server. */
export default function TryQuestionBody({ questionId, serialNo, language }: TryQuestionState) {
  const { t } = useLingui();
  const preview = useQuery(questionPreviewQueryOptions(questionId, language));
  if (preview.isPending) return <p>{t`Loading…`}</p>;
  if (preview.isError) return <p role="alert">{t`The question could not be loaded.`}</p>;
  const parsed = parseQuestion(preview.data.question);
  if (!parsed.ok) return <p role="alert">{t`The question could not be loaded.`}</p>;
  return (
    <QuestionPlayer
      question={parsed.question}
      serialNo={serialNo}
      language={language}
      onSubmit={adapter.submit}
    />
  );
}
