import type { TermBody } from '@harbour/api-client/contract';
import { ERROR_CODES } from '@harbour/api-client/contract';
import { firstOverlap, hongKongDate, rangeWithin } from '@harbour/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { schedulePapers, schedules, terms } from '../../db/schema';
import { ruleError } from '../../errors';
import type { Scope } from '../../plugins/tenancy';
import { auditCalendar, lockCalendar, termOut, termsOfSchool } from '../homework';
import { assertTermSetUp, schoolYearLabel, type TermRow, termOfScope } from './access';

// A school's terms: semesters 1–3 of each school year, never overlapping one another.

/** The school's terms, newest first, today's marked current. */
export async function schoolTerms(db: Db, scope: Scope, schoolYear: number | undefined, now: Date) {
  const today = hongKongDate(now);
  return (await termsOfSchool(db, scope.schoolId, schoolYear)).map((row) => termOut(row, today));
}

/** Refuses a term that ends before it starts, takes a used semester or overlaps another term of the school. */
async function checkTerm(tx: DbOrTx, schoolId: number, body: TermBody, termId?: number): Promise<void> {
  if (body.endDate < body.startDate) throw ruleError(ERROR_CODES.CALENDAR_DATES, 'calendarEndBeforeStart');
  const others = (await termsOfSchool(tx, schoolId)).filter((row) => row.id !== termId);
  const taken = others.find((row) => row.schoolYear === body.schoolYear && row.semester === body.semester);
  if (taken) {
    throw ruleError(ERROR_CODES.TERM_OVERLAP, 'termSemesterTaken', {
      semester: String(body.semester),
      year: schoolYearLabel(body.schoolYear),
    });
  }
  const overlap = firstOverlap(others, body);
  if (overlap) {
    throw ruleError(ERROR_CODES.TERM_OVERLAP, 'termOverlap', {
      semester: String(overlap.semester),
      year: schoolYearLabel(overlap.schoolYear),
      start: overlap.startDate,
      end: overlap.endDate,
    });
  }
}

/** Adds a term (curriculum director), audited. */
export async function createTerm(db: Db, scope: Scope, actorStaffId: number, body: TermBody, now: Date) {
  assertTermSetUp(scope);
  return db.transaction(async (tx) => {
    await lockCalendar(tx, scope.schoolId);
    await checkTerm(tx, scope.schoolId, body);
    const [row] = await tx
      .insert(terms)
      .values({ schoolId: scope.schoolId, ...body })
      .returning();
    if (!row) throw new Error('term not inserted');
    await auditCalendar(tx, {
      schoolId: scope.schoolId,
      action: 'TERM_CREATE',
      termId: row.id,
      actorStaffId,
      detail: { after: body },
    });
    return termOut(row, hongKongDate(now));
  });
}

/**
 * Changes a term (curriculum director): refused when one of its units would fall outside it; its "Other
 * homework" units follow its days. Audited with the values before and after.
 */
export async function updateTerm(
  db: Db,
  scope: Scope,
  actorStaffId: number,
  termId: number,
  body: TermBody,
  now: Date,
) {
  assertTermSetUp(scope);
  return db.transaction(async (tx) => {
    await lockCalendar(tx, scope.schoolId);
    const before = await termOfScope(tx, scope, termId);
    await checkTerm(tx, scope.schoolId, body, termId);
    const units = await tx
      .select({ name: schedules.name, startDate: schedules.startDate, endDate: schedules.endDate })
      .from(schedules)
      .where(and(eq(schedules.termId, termId), eq(schedules.otherHomework, false)));
    const outside = units.find((unit) => !rangeWithin(unit, body));
    if (outside) {
      throw ruleError(ERROR_CODES.CALENDAR_DATES, 'termUnitsOutside', {
        name: outside.name,
        start: outside.startDate,
        end: outside.endDate,
      });
    }
    const [row] = (await tx
      .update(terms)
      .set(body)
      .where(and(eq(terms.id, termId), eq(terms.schoolId, scope.schoolId)))
      .returning()) as [TermRow];
    await tx
      .update(schedules)
      .set({ startDate: body.startDate, endDate: body.endDate })
      .where(and(eq(schedules.termId, termId), eq(schedules.otherHomework, true)));
    await auditCalendar(tx, {
      schoolId: scope.schoolId,
      action: 'TERM_UPDATE',
      termId,
      actorStaffId,
      detail: { before: pickTerm(before), after: body },
    });
    return termOut(row, hongKongDate(now));
  });
}

function pickTerm(row: TermRow): TermBody {
  return {
    schoolYear: row.schoolYear,
    semester: row.semester,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/** Deletes a term and its units (curriculum director); refused while homework belongs to one of them. */
export async function deleteTerm(db: Db, scope: Scope, actorStaffId: number, termId: number) {
  assertTermSetUp(scope);
  return db.transaction(async (tx) => {
    await lockCalendar(tx, scope.schoolId);
    const before = await termOfScope(tx, scope, termId);
    const units = await tx.select({ id: schedules.id }).from(schedules).where(eq(schedules.termId, termId));
    const unitIds = units.map((unit) => unit.id);
    if (unitIds.length > 0) {
      const [held] = await tx
        .select({ id: schedulePapers.id })
        .from(schedulePapers)
        .where(and(inArray(schedulePapers.scheduleId, unitIds), isNotNull(schedulePapers.homeworkId)))
        .limit(1);
      if (held) throw ruleError(ERROR_CODES.TERM_HAS_HOMEWORK, 'termHasHomework');
    }
    // Units, their planned papers and objectives go with the term (foreign keys cascade).
    await tx.delete(terms).where(and(eq(terms.id, termId), eq(terms.schoolId, scope.schoolId)));
    await auditCalendar(tx, {
      schoolId: scope.schoolId,
      action: 'TERM_DELETE',
      termId,
      actorStaffId,
      detail: { before: pickTerm(before), deletedUnits: unitIds },
    });
    return { termId, deletedUnits: unitIds.length };
  });
}
