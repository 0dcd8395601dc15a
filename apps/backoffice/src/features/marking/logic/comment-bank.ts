import type { BankComment } from '@harbour/api-client';

/** The saved comments holding every word typed in the bank's filter (any case), in the bank's order. */
export function bankMatches(comments: readonly BankComment[], filter: string): BankComment[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return comments.filter((comment) => {
    const text = comment.text.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A comment with a saved one inserted: after what is typed (a space between), or alone when nothing is. */
export function withBankComment(comment: string, saved: string): string {
  const typed = comment.trimEnd();
  return typed === '' ? saved : `${typed} ${saved}`;
}
