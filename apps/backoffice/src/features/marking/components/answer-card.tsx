import type { MarkingAnswer, WritingCriterion } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef } from 'react';
import { formatDateTime } from '../../../shared/labels';
import {
  answerMode,
  type DraftProblem,
  isEditable,
  type MarkingDraft,
  scoreShown,
} from '../logic/marking-draft';
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

/** A field of the marking panel that gets the focus is scrolled into view (issue 33: Enter moved it off screen). */
function keepInView(event: FocusEvent) {
  if (event.target instanceof HTMLElement) event.target.scrollIntoView?.({ block: 'nearest' });
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
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    panel?.addEventListener('focusin', keepInView);
    return () => panel?.removeEventListener('focusin', keepInView);
  }, []);
  const editable = isEditable(answer, draft);
  const serialNo = answer.serialNo;
  const title = answer.childKey ? t`Question ${serialNo} (${answer.childKey})` : t`Question ${serialNo}`;

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
        <ScoreLine answer={answer} />
      </header>

      <section
        className="hb-marking__work"
        aria-label={t`Work on ${title}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the work scrolls on its own; the keyboard scrolls it
        tabIndex={0}
      >
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
      </section>

      <div className="hb-marking__panel" ref={panelRef}>
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
      </div>
    </section>
  );
}

/** The score an answer has now, as its heading says it (the teacher's once marked). */
function ScoreLine({ answer }: { answer: MarkingAnswer }) {
  const text = scoreLineText(answer);
  return text === null ? null : (
    <span className="hb-marking__score-line" data-testid="marking-score-line">
      {text}
    </span>
  );
}

/** The words of the score line, one per way an answer's score stands (see scoreShown). */
function scoreLineText(answer: MarkingAnswer): ReactNode {
  const shown = scoreShown(answer);
  const maxScore = answer.maxScore;
  switch (shown.kind) {
    case 'MARKED': {
      const { score, autoScore } = shown;
      return (
        <>
          <Trans>
            Score {score} / {maxScore}
          </Trans>
          {autoScore !== null ? (
            <span className="hb-marking__auto">
              {' '}
              <Trans>(automatic score was {autoScore})</Trans>
            </span>
          ) : null}
        </>
      );
    }
    case 'SAVED_TEMPORARILY': {
      const { score } = shown;
      return (
        <Trans>
          Score saved temporarily {score} / {maxScore}
        </Trans>
      );
    }
    case 'AUTOMATIC': {
      const { autoScore } = shown;
      return (
        <Trans>
          Automatic score {autoScore} / {maxScore}
        </Trans>
      );
    }
    case 'NOT_SCORED':
      return <Trans>Not scored yet (out of {maxScore})</Trans>;
    case 'UNANSWERED':
      return null;
  }
}
