import type { MarkingAnswer, WritingCriterion } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type RefObject, Suspense, useId } from 'react';
import { formatDateTime } from '../../../shared/labels';
import { answerMode, type DraftProblem, isEditable, type MarkingDraft } from '../logic/marking-draft';
import { MarkingFields } from './answer-marking-fields';
import { AnswerWork } from './answer-work';

const QuestionView = lazy(() => import('../../../shared/components/question-view'));

export interface AnswerCardProps {
  answer: MarkingAnswer;
  draft: MarkingDraft;
  onDraft: (next: MarkingDraft) => void;
  /** Scoring criteria of a writing task (empty otherwise). */
  writingCriteria: readonly WritingCriterion[];
  problems: readonly DraftProblem[];
  /** The server's refusal of the last save, by its message. */
  error: string | null;
  saving: boolean;
  current: boolean;
  scoreRef: RefObject<HTMLInputElement | null> | undefined;
  onSave: (temporary: boolean) => void;
  onHistory: () => void;
  onFocusAnswer: () => void;
}

/** One answer on the scoring screen: the question and the work, the automatic score, the marking fields. */
export function AnswerCard({
  answer,
  draft,
  onDraft,
  writingCriteria,
  problems,
  error,
  saving,
  current,
  scoreRef,
  onSave,
  onHistory,
  onFocusAnswer,
}: AnswerCardProps) {
  const { t } = useLingui();
  const id = useId();
  const mode = answerMode(answer);
  const editable = isEditable(answer, draft);
  const serialNo = answer.serialNo;
  const title = answer.childKey ? t`Question ${serialNo} (${answer.childKey})` : t`Question ${serialNo}`;
  const maxScore = answer.maxScore;
  const autoScore = answer.autoScore;

  return (
    <section
      className="hb-card hb-marking__answer"
      aria-labelledby={`${id}-title`}
      data-current={current || undefined}
      data-answer-id={answer.answerId ?? undefined}
      onFocusCapture={onFocusAnswer}
    >
      <header className="hb-marking__answer-head">
        <h3 id={`${id}-title`}>{title}</h3>
        <span className="hb-marking__tag" data-mode={mode}>
          {mode === 'TO_MARK' ? (
            <Trans>To be marked</Trans>
          ) : mode === 'DRAFT' ? (
            <Trans>Saved temporarily</Trans>
          ) : mode === 'SAVED' ? (
            <Trans>Marked</Trans>
          ) : mode === 'AUTO' ? (
            <Trans>Checked automatically</Trans>
          ) : (
            <Trans>Not answered</Trans>
          )}
        </span>
        <span>
          <Trans>
            Automatic score {autoScore} / {maxScore}
          </Trans>
        </span>
      </header>

      <Suspense
        fallback={
          <p aria-busy="true">
            <Trans>Loading question {serialNo}…</Trans>
          </p>
        }
      >
        <QuestionView
          question={answer.question}
          encodedAnswer={answer.encodedAnswer}
          serialNo={answer.childKey ? `${serialNo}(${answer.childKey})` : serialNo}
        />
      </Suspense>

      <AnswerWork answer={answer} draft={draft} onDraft={onDraft} editable={editable} />

      {answer.marking ? (
        <p className="hb-marking__saved">
          {answer.marking.draft ? (
            <Trans>
              Saved temporarily by {answer.marking.markerName} on {formatDateTime(answer.marking.markedAt)}
            </Trans>
          ) : (
            <Trans>
              Marked by {answer.marking.markerName} on {formatDateTime(answer.marking.markedAt)}
            </Trans>
          )}
        </p>
      ) : null}

      {mode === 'UNANSWERED' ? null : (
        <MarkingFields
          id={id}
          answer={answer}
          mode={mode}
          draft={draft}
          onDraft={onDraft}
          editable={editable}
          writingCriteria={writingCriteria}
          problems={problems}
          error={error}
          saving={saving}
          scoreRef={scoreRef}
          onSave={onSave}
          onHistory={onHistory}
        />
      )}
    </section>
  );
}
