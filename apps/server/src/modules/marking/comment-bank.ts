import {
  type AddBankCommentBody,
  BANK_COMMENT_LIMIT,
  type BankComment,
  type CommentBank,
  ERROR_CODES,
} from '@harbour/api-client/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankComments } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Scope } from '../../plugins/tenancy';

// A teacher's comment bank: comments saved to insert on the scoring page. Every query names the
// caller's school and the caller: a teacher sees, adds and deletes only their own.

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

/** GET comment-bank: the caller's saved comments, all of them (at most BANK_COMMENT_LIMIT), newest first. */
export async function commentBank(db: Db, staff: StaffPrincipal, scope: Scope): Promise<CommentBank> {
  const rows = await db
    .select(bankColumns)
    .from(bankComments)
    .where(ownedBy(staff, scope))
    .orderBy(desc(bankComments.id));
  return { comments: rows.map(bankCommentOut) };
}

/** The caller's comment of this text, if saved. */
async function savedComment(db: Db, staff: StaffPrincipal, scope: Scope, text: string) {
  const [saved] = await db
    .select(bankColumns)
    .from(bankComments)
    .where(and(ownedBy(staff, scope), eq(bankComments.text, text)))
    .limit(1);
  return saved;
}

/**
 * POST comment-bank: saves a comment. The same text saved again (even by two saves at once: the unique index
 * keeps one) answers the one saved before; a full bank (BANK_COMMENT_LIMIT) refuses a new one (409).
 */
export async function addBankComment(
  db: Db,
  staff: StaffPrincipal,
  scope: Scope,
  body: AddBankCommentBody,
): Promise<BankComment> {
  const saved = await savedComment(db, staff, scope, body.text);
  if (saved) return bankCommentOut(saved);
  const [held] = await db.select({ n: count() }).from(bankComments).where(ownedBy(staff, scope));
  if (Number(held?.n ?? 0) >= BANK_COMMENT_LIMIT) {
    throw new AppError(409, ERROR_CODES.COMMENT_BANK_FULL, 'commentBankFull', {
      limit: String(BANK_COMMENT_LIMIT),
    });
  }
  const [row] = await db
    .insert(bankComments)
    .values({ schoolId: scope.schoolId, teacherId: staff.staffId, text: body.text })
    .onConflictDoNothing()
    .returning(bankColumns);
  const kept = row ?? (await savedComment(db, staff, scope, body.text));
  if (!kept) throw new Error('the comment was not saved');
  return bankCommentOut(kept);
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
