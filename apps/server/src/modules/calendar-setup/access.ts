import type { SubjectCode } from '@harbour/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { terms } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Scope } from '../../plugins/tenancy';
import type { TermRow } from '../homework';

export type { TermRow };

// Who sets up the teaching calendar (PERMISSIONS.md): the curriculum director, for the whole school (terms and
// every class's units); a panel head, the units of every class in their subjects. Everyone else reads only.

/** Whether the caller's active role may change a school's terms. */
export function maySetUpTerms(scope: Scope): boolean {
  return scope.role === 'CURRICULUM_DIRECTOR';
}

/** Whether the caller's active role may change units of a subject (any class of the school). */
export function maySetUpUnits(scope: Scope, subject: SubjectCode): boolean {
  if (scope.role === 'CURRICULUM_DIRECTOR') return true;
  return scope.role === 'PANEL' && scope.subjectsEverywhere.includes(subject);
}

/** Whether the caller's active role may change units of some subject (a panel head of none may not). */
export function maySetUpSomeUnits(scope: Scope): boolean {
  return scope.subjectsEverywhere.some((subject) => maySetUpUnits(scope, subject));
}

/** 403 unless the caller may change the school's terms. */
export function assertTermSetUp(scope: Scope): void {
  if (!maySetUpTerms(scope)) throw forbidden();
}

/** 403 unless the caller may change units of the subject. */
export function assertUnitSetUp(scope: Scope, subject: SubjectCode): void {
  if (!maySetUpUnits(scope, subject)) throw forbidden();
}

/** A term of the caller's school (404 otherwise). */
export async function termOfScope(db: DbOrTx, scope: Scope, termId: number): Promise<TermRow> {
  const [row] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.id, termId), eq(terms.schoolId, scope.schoolId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A school year as people write it: 2026/27. */
export function schoolYearLabel(schoolYear: number): string {
  return `${schoolYear}/${String((schoolYear + 1) % 100).padStart(2, '0')}`;
}
