import type { MarkingAnswer, PictureMarking, WritingCriterion } from '@harbour/api-client';
import { Button, VideoPlayer } from '@harbour/ui';
import { PhotoMarksEditor } from '@harbour/ui/photo-marks-editor';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type RefObject, Suspense, useId } from 'react';
import { formatDateTime } from '../../../shared/labels';
import {
  answerMode,
  criteriaTotal,
  type DraftProblem,
  isEditable,
  type MarkingDraft,
} from '../logic/marking-draft';
import { problemText } from './marking-labels';

const AnswerQuestion = lazy(() => import('./answer-question'));

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
  const overriding = draft.overrideReason !== undefined;
  const writing = writingCriteria.length > 0 && answer.teacherMarked;
  const serialNo = answer.serialNo;
  const title = answer.childKey ? t`Question ${serialNo} (${answer.childKey})` : t`Question ${serialNo}`;
  const problemOf = (field: DraftProblem['field'], ruleName?: string) =>
    problems.find((p) => p.field === field && (p.field !== 'criterion' || p.ruleName === ruleName));
  const scoreProblem = problemOf('score');
  const commentProblem = problemOf('comment');
  const reasonProblem = problemOf('overrideReason');
  const local = answer.localAnswer;
  const photos = local && 'imgUrl' in local ? local.imgUrl : [];
  const text = local && 'text' in local ? local.text : '';
  const clips = local && 'uploadList' in local ? [...local.uploadList, ...local.makeList] : [];
  const maxScore = answer.maxScore;
  const autoScore = answer.autoScore;
  const total = writing ? criteriaTotal(draft.criteria, writingCriteria) : null;

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
        <AnswerQuestion
          question={answer.question}
          encodedAnswer={answer.encodedAnswer}
          serialNo={answer.childKey ? `${serialNo}(${answer.childKey})` : serialNo}
        />
      </Suspense>

      {text !== '' ? (
        <figure className="hb-marking__text">
          <figcaption>
            <Trans>The student's text</Trans>
          </figcaption>
          <blockquote>{text}</blockquote>
        </figure>
      ) : null}

      {photos.map((src, index) => {
        const n = index + 1;
        const picture = draft.pictures[index] ?? { imgUrl: src, rotation: 0 as const, marks: [] };
        return (
          <PhotoMarksEditor
            key={src}
            src={src}
            name={t`Photo ${n} of question ${serialNo}`}
            value={picture}
            readOnly={!editable}
            onChange={(next) =>
              onDraft({
                ...draft,
                pictures: draft.pictures.map((p, i) =>
                  i === index
                    ? { ...p, rotation: next.rotation, marks: next.marks as PictureMarking['marks'] }
                    : p,
                ),
              })
            }
          />
        );
      })}

      {clips.map((clip, index) => {
        const n = index + 1;
        return (
          <VideoPlayer key={clip.url} src={clip.url} title={t`Recording ${n} of question ${serialNo}`} />
        );
      })}

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
        <div className="hb-marking__fields">
          {writing ? (
            <fieldset className="hb-marking__criteria">
              <legend>
                <Trans>Scoring criteria</Trans>
              </legend>
              {writingCriteria.map((rule, index) => {
                const problem = problemOf('criterion', rule.ruleName);
                const fieldId = `${id}-criterion-${index}`;
                const ruleName = rule.ruleName;
                const share = rule.share;
                const ruleTotal = rule.total;
                return (
                  <div key={rule.ruleName} className="hb-marking__field">
                    <label htmlFor={fieldId}>
                      <Trans>
                        {ruleName} (share {share}%, out of {ruleTotal})
                      </Trans>
                    </label>
                    <input
                      id={fieldId}
                      ref={index === 0 ? scoreRef : undefined}
                      className="hb-input hb-marking__score"
                      inputMode="numeric"
                      autoComplete="off"
                      readOnly={!editable}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${fieldId}-problem` : undefined}
                      value={draft.criteria[rule.ruleName] ?? ''}
                      onChange={(e) =>
                        onDraft({
                          ...draft,
                          criteria: { ...draft.criteria, [rule.ruleName]: e.currentTarget.value },
                        })
                      }
                    />
                    {problem ? (
                      <span id={`${fieldId}-problem`} className="hb-field-error">
                        {problemText(problem, t)}
                      </span>
                    ) : null}
                  </div>
                );
              })}
              <p className="hb-marking__total" aria-live="polite">
                {total === null ? (
                  <Trans>Total: – / {maxScore}</Trans>
                ) : (
                  <Trans>
                    Total: {total} / {maxScore}
                  </Trans>
                )}
              </p>
              {scoreProblem ? <span className="hb-field-error">{problemText(scoreProblem, t)}</span> : null}
            </fieldset>
          ) : (
            <div className="hb-marking__field">
              <label htmlFor={`${id}-score`}>
                <Trans>Score (out of {maxScore})</Trans>
              </label>
              <input
                id={`${id}-score`}
                ref={scoreRef}
                className="hb-input hb-marking__score"
                inputMode="numeric"
                autoComplete="off"
                readOnly={!editable}
                aria-invalid={scoreProblem ? true : undefined}
                aria-describedby={scoreProblem ? `${id}-score-problem` : undefined}
                value={editable ? draft.score : String(answer.score)}
                onChange={(e) => onDraft({ ...draft, score: e.currentTarget.value })}
              />
              {scoreProblem ? (
                <span id={`${id}-score-problem`} className="hb-field-error">
                  {problemText(scoreProblem, t)}
                </span>
              ) : null}
            </div>
          )}
          <div className="hb-marking__field hb-marking__comment">
            <label htmlFor={`${id}-comment`}>
              {writing ? <Trans>Overall comment</Trans> : <Trans>Comment</Trans>}
              {answer.commentRequired ? (
                <span>
                  {' '}
                  <Trans>(required)</Trans>
                </span>
              ) : null}
            </label>
            <textarea
              id={`${id}-comment`}
              className="hb-input"
              rows={2}
              maxLength={1000}
              readOnly={!editable}
              aria-invalid={commentProblem ? true : undefined}
              aria-describedby={commentProblem ? `${id}-comment-problem` : undefined}
              value={draft.comment}
              onChange={(e) => onDraft({ ...draft, comment: e.currentTarget.value })}
            />
            {commentProblem ? (
              <span id={`${id}-comment-problem`} className="hb-field-error">
                {problemText(commentProblem, t)}
              </span>
            ) : null}
          </div>
          {overriding ? (
            <div className="hb-marking__field">
              <label htmlFor={`${id}-reason`}>
                <Trans>Reason for the override</Trans>
              </label>
              <input
                id={`${id}-reason`}
                className="hb-input"
                maxLength={200}
                aria-invalid={reasonProblem ? true : undefined}
                aria-describedby={reasonProblem ? `${id}-reason-problem` : undefined}
                value={draft.overrideReason}
                onChange={(e) => onDraft({ ...draft, overrideReason: e.currentTarget.value })}
              />
              {reasonProblem ? (
                <span id={`${id}-reason-problem`} className="hb-field-error">
                  {problemText(reasonProblem, t)}
                </span>
              ) : null}
            </div>
          ) : null}
          {error ? (
            <p className="hb-field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="hb-marking__actions">
            {editable ? (
              writing && !overriding ? (
                <>
                  <Button variant="secondary" isDisabled={saving} onPress={() => onSave(true)}>
                    <Trans>Save temporarily</Trans>
                  </Button>
                  <Button isDisabled={saving} onPress={() => onSave(false)}>
                    <Trans>Submit marking</Trans>
                  </Button>
                </>
              ) : (
                <Button isDisabled={saving} onPress={() => onSave(false)}>
                  {overriding ? <Trans>Save the override</Trans> : <Trans>Save score</Trans>}
                </Button>
              )
            ) : null}
            {mode === 'SAVED' || mode === 'AUTO' ? (
              overriding ? null : (
                <Button
                  variant="secondary"
                  onPress={() => onDraft({ ...draft, score: String(answer.score), overrideReason: '' })}
                >
                  <Trans>Override score</Trans>
                </Button>
              )
            ) : null}
            {overriding ? (
              <Button variant="secondary" onPress={() => onDraft({ ...draft, overrideReason: undefined })}>
                <Trans>Cancel the override</Trans>
              </Button>
            ) : null}
            {answer.answerId !== null ? (
              <Button variant="secondary" onPress={onHistory}>
                <Trans>Score history</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
