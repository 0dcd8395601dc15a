import type { Term } from '@harbour/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { terms } from '../../db/schema';

// A school's terms, as the reports and the calendar set-up read them.

/** A term as stored. */
export type TermRow = typeof terms.$inferSelect;

/** A school's terms, newest first (only one school year's when given). */
export function termsOfSchool(db: DbOrTx, schoolId: number, schoolYear?: number): Promise<TermRow[]> {
  return db
    .select()
    .from(terms)
    .where(
      and(
        eq(terms.schoolId, schoolId),
        schoolYear === undefined ? undefined : eq(terms.schoolYear, schoolYear),
      ),
    )
    .orderBy(desc(terms.schoolYear), desc(terms.semester));
}

/** A term on the wire: `current` when today (Hong Kong) falls in it. */
export function termOut(row: TermRow, today: string): Term {
  return {
    termId: row.id,
    schoolYear: row.schoolYear,
    semester: row.semester,
    startDate: row.startDate,
    endDate: row.endDate,
    current: row.startDate <= today && today <= row.endDate,
  };
}
