import type { MarkingAnswer, WritingCriterion } from '@harbour/api-client';
import { Button } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useRef, useState } from 'react';
import { type AnswerMode, criteriaTotal, type DraftProblem, type MarkingDraft } from '../logic/marking-draft';
import { CommentBank } from './comment-bank';
import { problemText } from './marking-labels';

export interface MarkingFieldsProps {
  /** The answer card's id, which the fields' ids start with. */
  id: string;
  answer: MarkingAnswer;
  mode: AnswerMode;
  draft: MarkingDraft;
  onDraft: (next: MarkingDraft) => void;
  editable: boolean;
  /** Scoring criteria of a writing task (empty otherwise). */
  writingCriteria: readonly WritingCriterion[];
  problems: readonly DraftProblem[];
  /** The server's refusal of the last save, by its message. */
  error: string | null;
  saving: boolean;
  scoreRef: RefObject<HTMLInputElement | null> | undefined;
  onSave: (temporary: boolean) => void;
  onHistory: () => void;
}

/** The attributes tying a field to the problem said under it. */
function problemAttributes(problem: DraftProblem | undefined, fieldId: string) {
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${fieldId}-problem` : undefined,
  };
}

/** A field's problem, said under it. */
function FieldProblem({ problem, fieldId }: { problem: DraftProblem | undefined; fieldId: string }) {
  const { t } = useLingui();
  return problem ? (
    <span id={`${fieldId}-problem`} className="hb-field-error">
      {problemText(problem, t)}
    </span>
  ) : null;
}

/** An answer's marking: its score (or a writing task's criteria), comment, override reason and buttons. */
export function MarkingFields(props: MarkingFieldsProps) {
  const { id, answer, draft, onDraft, editable, writingCriteria, problems, error, scoreRef } = props;
  const overriding = draft.overrideReason !== undefined;
  const writing = writingCriteria.length > 0 && answer.teacherMarked;
  const problemOf = (field: DraftProblem['field']) => problems.find((p) => p.field === field);
  const scoreProblem = problemOf('score');
  const commentProblem = problemOf('comment');
  const reasonProblem = problemOf('overrideReason');
  const maxScore = answer.maxScore;
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [bankOpen, setBankOpen] = useState(false);

  return (
    <div className="hb-marking__fields">
      {writing ? (
        <CriteriaFields {...props} scoreProblem={scoreProblem} />
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
            {...problemAttributes(scoreProblem, `${id}-score`)}
            value={editable ? draft.score : String(answer.score)}
            onChange={(e) => onDraft({ ...draft, score: e.currentTarget.value })}
          />
          <FieldProblem problem={scoreProblem} fieldId={`${id}-score`} />
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
          ref={commentRef}
          className="hb-input"
          rows={3}
          maxLength={1000}
          readOnly={!editable}
          aria-keyshortcuts={editable ? 'Alt+ArrowDown' : undefined}
          {...problemAttributes(commentProblem, `${id}-comment`)}
          value={draft.comment}
          onChange={(e) => onDraft({ ...draft, comment: e.currentTarget.value })}
          onKeyDown={(e) => {
            // Alt+↓ opens the comment bank (the combobox's own key to open its list).
            if (editable && e.altKey && e.key === 'ArrowDown') {
              e.preventDefault();
              setBankOpen(true);
            }
          }}
        />
        <FieldProblem problem={commentProblem} fieldId={`${id}-comment`} />
        <CommentBank
          commentRef={commentRef}
          comment={draft.comment}
          onComment={(comment) => onDraft({ ...draft, comment })}
          open={bankOpen}
          onOpenChange={setBankOpen}
          editable={editable}
        />
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
            {...problemAttributes(reasonProblem, `${id}-reason`)}
            value={draft.overrideReason}
            onChange={(e) => onDraft({ ...draft, overrideReason: e.currentTarget.value })}
          />
          <FieldProblem problem={reasonProblem} fieldId={`${id}-reason`} />
        </div>
      ) : null}
      {error ? (
        <p className="hb-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <MarkingActions {...props} writing={writing} overriding={overriding} />
    </div>
  );
}

/** A writing task's score: one field a criterion, and their total. */
function CriteriaFields({
  id,
  answer,
  draft,
  onDraft,
  editable,
  writingCriteria,
  problems,
  scoreRef,
  scoreProblem,
}: MarkingFieldsProps & { scoreProblem: DraftProblem | undefined }) {
  const { t } = useLingui();
  const maxScore = answer.maxScore;
  const total = criteriaTotal(draft.criteria, writingCriteria);
  return (
    <fieldset className="hb-marking__criteria">
      <legend>
        <Trans>Scoring criteria</Trans>
      </legend>
      {writingCriteria.map((rule, index) => {
        const problem = problems.find((p) => p.field === 'criterion' && p.ruleName === rule.ruleName);
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
              {...problemAttributes(problem, fieldId)}
              value={draft.criteria[rule.ruleName] ?? ''}
              onChange={(e) =>
                onDraft({
                  ...draft,
                  criteria: { ...draft.criteria, [rule.ruleName]: e.currentTarget.value },
                })
              }
            />
            <FieldProblem problem={problem} fieldId={fieldId} />
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
  );
}

/** Saving (temporarily, for a writing task), overriding a score, and the score's history. */
function MarkingActions({
  answer,
  mode,
  draft,
  onDraft,
  editable,
  saving,
  onSave,
  onHistory,
  writing,
  overriding,
  scoreRef,
}: MarkingFieldsProps & { writing: boolean; overriding: boolean }) {
  return (
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
            onPress={() => {
              onDraft({ ...draft, score: String(answer.score), overrideReason: '' });
              // The button goes away: the focus moves on to the score it opened, not to the page.
              requestAnimationFrame(() => scoreRef?.current?.focus());
            }}
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
  );
}
