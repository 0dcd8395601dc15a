import type { AddBankCommentBody, BankComment, CommentBank } from '@harbour/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankComments } from '../../db/schema';
import { notFound } from '../../errors';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Scope } from '../../plugins/tenancy';

// A teacher's comment bank: comments saved to insert on the scoring page. Every query names the
// caller's school and the caller: a teacher sees, adds and deletes only their own.

/** Saved comments a teacher keeps: the newest this many. */
const BANK_LIMIT = 200;

const bankColumns = {
  commentId: bankComments.id,
  text: bankComments.text,
  createdAt: bankComments.createdAt,
};

function bankCommentOut(row: { commentId: number; text: string; createdAt: Date }): BankComment {
  return { commentId: row.commentId, text: row.text, createdAt: row.createdAt.toISOString() };
}

/** The caller's own comments in their school. */
const ownedBy = (staff: StaffPrincipal, scope: Scope) =>
  and(eq(bankComments.schoolId, scope.schoolId), eq(bankComments.teacherId, staff.staffId));

/** GET comment-bank: the caller's saved comments, newest first. */
export async function commentBank(db: Db, staff: StaffPrincipal, scope: Scope): Promise<CommentBank> {
  const rows = await db
    .select(bankColumns)
    .from(bankComments)
    .where(ownedBy(staff, scope))
    .orderBy(desc(bankComments.id))
    .limit(BANK_LIMIT);
  return { comments: rows.map(bankCommentOut) };
}

/** POST comment-bank: saves a comment (the same text saved again answers the one saved before). */
export async function addBankComment(
  db: Db,
  staff: StaffPrincipal,
  scope: Scope,
  body: AddBankCommentBody,
): Promise<BankComment> {
  const [saved] = await db
    .select(bankColumns)
    .from(bankComments)
    .where(and(ownedBy(staff, scope), eq(bankComments.text, body.text)))
    .limit(1);
  if (saved) return bankCommentOut(saved);
  const [row] = await db
    .insert(bankComments)
    .values({ schoolId: scope.schoolId, teacherId: staff.staffId, text: body.text })
    .returning(bankColumns);
  if (!row) throw new Error('the comment was not saved');
  return bankCommentOut(row);
}

/** DELETE comment-bank/{commentId}: deletes one of the caller's comments; anyone else's is not found. */
export async function deleteBankComment(
  db: Db,
  staff: StaffPrincipal,
  scope: Scope,
  commentId: number,
): Promise<{ commentId: number }> {
  const deleted = await db
    .delete(bankComments)
    .where(and(ownedBy(staff, scope), eq(bankComments.id, commentId)))
    .returning({ commentId: bankComments.id });
  if (deleted.length === 0) throw notFound();
  return { commentId };
}
