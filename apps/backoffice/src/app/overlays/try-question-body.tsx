import { questionPreviewQueryOptions } from '@harbour/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TryQuestionState } from '../state/atoms';

/** The question of the popup, loaded through the preview call in the chosen language. */
export default function TryQuestionBody({ questionId, serialNo, language }: TryQuestionState) {
  const { t } = useLingui();
  const preview = useQuery(questionPreviewQueryOptions(questionId, language));
  if (preview.isPending) return <p>{t`Loading…`}</p>;
  if (preview.isError) return <p role="alert">{t`The question could not be loaded.`}</p>;
  const title = preview.data.question.questionTitle;
  return (
    <article className="hb-try-question" aria-label={t`Question ${serialNo}`}>
      <header>
        <strong>{serialNo}.</strong> <span className="hb-tag">{preview.data.questionType}</span>
      </header>
      {typeof title === 'string' ? <p>{title}</p> : null}
    </article>
  );
}
