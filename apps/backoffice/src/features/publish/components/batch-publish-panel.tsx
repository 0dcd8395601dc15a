import {
  type BatchResult,
  batchPublishMutationOptions,
  choosableChaptersQueryOptions,
  type SubjectCode,
  type TextbookType,
} from '@harbour/api-client';
import { Checkbox, RowProgress, showToast } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import type { PublishFormValues } from '../../../shared/publish/publish-form';
import { batchProgress, batchPublishItems, type FailedPart, failedParts } from '../logic/batch';
import { PublishForm } from './publish-form';

export interface BatchChoice {
  gradeCode: number;
  gradeName: string;
  subjectCode: SubjectCode;
  textbookType: TextbookType;
  classId: number | null;
}

/** Batch publish (spec §5: not for assessments): several chapters at once, one homework each. */
export function BatchPublishPanel({
  choice,
  initialChapterIds,
}: {
  choice: BatchChoice;
  initialChapterIds: number[];
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(
    choosableChaptersQueryOptions({
      gradeCode: choice.gradeCode,
      subjectCode: choice.subjectCode,
      textbookType: choice.textbookType,
      ...(choice.classId === null ? {} : { classId: choice.classId }),
    }),
  );
  const [chosen, setChosen] = useState<number[]>(() =>
    initialChapterIds.filter((id) => data.chapters.some((c) => c.chapterId === id)),
  );
  const [chooseProblem, setChooseProblem] = useState(false);
  const batch = useMutation(batchPublishMutationOptions(queryClient));
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const [result, setResult] = useState<{ answer: BatchResult; failed: FailedPart[]; total: number } | null>(
    null,
  );

  useEffect(() => {
    if (!batch.isPending) return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [batch.isPending]);

  const chapters = data.chapters.filter((c) => chosen.includes(c.chapterId));
  const onBatch = (values: PublishFormValues) => {
    if (chapters.length === 0) {
      setChooseProblem(true);
      return;
    }
    const items = batchPublishItems(
      values,
      { subjectCode: choice.subjectCode, gradeCode: choice.gradeCode, textbookType: choice.textbookType },
      chapters,
    );
    const names = chapters.map((c) => c.chapterName);
    setResult(null);
    setStartedAt(Date.now());
    setNow(Date.now());
    batch.mutate(
      { items },
      {
        onSuccess: (answer) => {
          const failed = failedParts(answer, names);
          setResult({ answer, failed, total: items.length });
          if (answer.failed === 0) showToast(t`${answer.succeeded} homework published`, 'success');
          else
            setChosen(
              chapters.filter((c) => failed.some((f) => f.name === c.chapterName)).map((c) => c.chapterId),
            );
        },
      },
    );
  };

  const total = result?.total ?? chapters.length;
  const percent = batch.isPending
    ? batchProgress(now - (startedAt ?? now), total, null)
    : result
      ? batchProgress(0, total, result.answer)
      : 0;

  if (!data.classAccess)
    return (
      <p className="hb-batch__notice" role="alert">
        <Trans>This class has no access to this subject's A+ courses. Choose another class or subject.</Trans>
      </p>
    );

  return (
    <div className="hb-batch">
      <CardSection
        id="hb-batch-chapters"
        className="hb-batch__card"
        title={<Trans>Chapters to publish ({chapters.length})</Trans>}
      >
        {data.chapters.length === 0 ? (
          <p className="hb-batch__muted">
            <Trans>This course has no chapters. Choose another grade, subject or textbook category.</Trans>
          </p>
        ) : (
          <ul className="hb-batch__chapters">
            {data.chapters.map((chapter) => (
              <li key={chapter.chapterId}>
                <Checkbox
                  isSelected={chosen.includes(chapter.chapterId)}
                  onChange={(on) => {
                    setChooseProblem(false);
                    setChosen((ids) =>
                      on ? [...ids, chapter.chapterId] : ids.filter((id) => id !== chapter.chapterId),
                    );
                  }}
                >
                  {chapter.chapterName}{' '}
                  <span className="hb-batch__muted">
                    <Trans>
                      ({chapter.questionCount} questions, published {chapter.publishedCount})
                    </Trans>
                  </span>
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
        {chooseProblem ? (
          <p className="hb-field__error" role="alert">
            <Trans>Please choose at least one chapter</Trans>
          </p>
        ) : null}
      </CardSection>
      <CardSection
        id="hb-batch-settings"
        className="hb-batch__card"
        title={<Trans>Settings for every chosen chapter</Trans>}
      >
        <PublishForm
          kind="homework"
          source={{
            subjectCode: choice.subjectCode,
            gradeCode: choice.gradeCode,
            textbookType: choice.textbookType,
          }}
          defaultName="batch"
          questionTotal={0}
          gradeName={choice.gradeName}
          onBatch={onBatch}
          busy={batch.isPending}
        />
      </CardSection>
      {batch.isPending || result ? (
        <CardSection id="hb-batch-progress" className="hb-batch__card" title={<Trans>Progress</Trans>}>
          <RowProgress percent={percent} label={t`Batch publish progress`} />
          {result ? <BatchOutcome answer={result.answer} failed={result.failed} /> : null}
        </CardSection>
      ) : null}
    </div>
  );
}

/** What a batch did: how many succeeded, and each failed part with its reason. */
export function BatchOutcome({ answer, failed }: { answer: BatchResult; failed: readonly FailedPart[] }) {
  const { succeeded, total } = answer;
  return (
    <div className="hb-batch__outcome">
      <p role="status">
        <Trans>
          {succeeded} of {total} succeeded.
        </Trans>
      </p>
      {failed.length > 0 ? (
        <div role="alert" className="hb-batch__failed">
          <p>{answer.message}</p>
          <ul>
            {failed.map((part) => (
              <li key={part.name}>
                <strong>{part.name}</strong>: {part.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
