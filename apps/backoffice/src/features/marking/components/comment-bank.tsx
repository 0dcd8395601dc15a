import {
  addBankCommentMutationOptions,
  commentBankQueryOptions,
  deleteBankCommentMutationOptions,
} from '@harbour/api-client';
import { Button } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { bankMatches, withBankComment } from '../logic/comment-bank';

export interface CommentBankProps {
  /** The comment field the bank inserts into (focus returns to it). */
  commentRef: RefObject<HTMLTextAreaElement | null>;
  /** The comment as typed now. */
  comment: string;
  onComment: (next: string) => void;
  /** Open (the comment field's Alt+↓ opens it too). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editable: boolean;
}

/**
 * The teacher's comment bank beside a comment field: a combobox filtering the saved comments,
 * ↑↓ choose, Enter inserts, Delete removes the chosen one, Escape closes; a pointer clicks a comment to
 * insert it. "Save to the bank" keeps the comment typed for later answers.
 */
export function CommentBank({
  commentRef,
  comment,
  onComment,
  open,
  onOpenChange,
  editable,
}: CommentBankProps) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const bank = useQuery({ ...commentBankQueryOptions(), enabled: open });
  const add = useMutation({
    ...addBankCommentMutationOptions(queryClient),
    meta: { saysErrorsInPlace: true },
  });
  const remove = useMutation(deleteBankCommentMutationOptions(queryClient));
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const [said, setSaid] = useState('');
  const filterRef = useRef<HTMLInputElement>(null);
  // The filter takes the focus when the bank opens, once: not on every render (typing in the comment
  // field re-renders the bank, and the focus must stay where the teacher is).
  useEffect(() => {
    if (open) filterRef.current?.focus();
  }, [open]);
  /** Deletes a comment from the bank, and says so once the server has. */
  const removeComment = (commentId: number) =>
    remove.mutate(commentId, {
      onSuccess: () => setSaid(t`Comment deleted from the bank.`),
      onError: (error) => setSaid(error.message),
    });

  const matches = bankMatches(bank.data?.comments ?? [], filter);
  const activeComment = matches[Math.min(active, matches.length - 1)];

  const close = () => {
    onOpenChange(false);
    setFilter('');
    setActive(0);
    commentRef.current?.focus();
  };
  const insert = (text: string) => {
    onComment(withBankComment(comment, text));
    setSaid(t`Comment inserted.`);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.min(active, matches.length - 1) + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeComment) insert(activeComment.text);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Delete' && activeComment && filter === '') {
      event.preventDefault();
      removeComment(activeComment.commentId);
    }
  };

  const save = () => {
    add.mutate(
      { text: comment },
      {
        onSuccess: () => setSaid(t`Comment saved to the bank.`),
        onError: (error) => setSaid(error.message),
      },
    );
  };

  return (
    <div className="hb-comment-bank">
      <div className="hb-comment-bank__buttons">
        {editable ? (
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={open ? `${id}-panel` : undefined}
            aria-keyshortcuts="Alt+ArrowDown"
            onPress={() => (open ? close() : onOpenChange(true))}
          >
            <Trans>Comment bank (Alt+↓)</Trans>
          </Button>
        ) : null}
        {editable && comment.trim() !== '' ? (
          <Button variant="secondary" isDisabled={add.isPending} onPress={save}>
            <Trans>Save to the bank</Trans>
          </Button>
        ) : null}
      </div>
      <p className="hb-visually-hidden" role="status">
        {said}
      </p>
      {open ? (
        <div id={`${id}-panel`} className="hb-comment-bank__panel">
          <label htmlFor={`${id}-filter`}>
            <Trans>Find a saved comment</Trans>
          </label>
          <input
            id={`${id}-filter`}
            ref={filterRef}
            className="hb-input"
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-describedby={`${id}-keys`}
            aria-activedescendant={activeComment ? `${id}-option-${activeComment.commentId}` : undefined}
            autoComplete="off"
            maxLength={100}
            value={filter}
            onChange={(event) => {
              setFilter(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <p id={`${id}-keys`} className="hb-comment-bank__keys">
            <Trans>↑ ↓ choose, Enter inserts, Delete removes it from the bank, Esc closes.</Trans>
          </p>
          {bank.isPending ? (
            <p aria-busy="true">
              <Trans>Loading your saved comments…</Trans>
            </p>
          ) : matches.length === 0 ? (
            <p>
              {bank.data?.comments.length ? (
                <Trans>No saved comment has these words.</Trans>
              ) : (
                <Trans>No saved comments yet: type a comment and choose “Save to the bank”.</Trans>
              )}
            </p>
          ) : null}
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label={t`Saved comments`}
            className="hb-comment-bank__list"
          >
            {matches.map((saved, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox above is the keyboard's way in (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps the focus; the option is its active descendant
              <div
                key={saved.commentId}
                id={`${id}-option-${saved.commentId}`}
                role="option"
                aria-selected={saved === activeComment}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => insert(saved.text)}
              >
                {saved.text}
              </div>
            ))}
          </div>
          {activeComment ? (
            <Button
              variant="secondary"
              onPress={() => {
                removeComment(activeComment.commentId);
                filterRef.current?.focus();
              }}
            >
              <Trans>Delete the chosen comment from the bank</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
