import {
  hongKongDate,
  proposedUnitRanges,
  type SubjectCode,
  TEXTBOOK_TYPES,
  termOfDay,
} from '@harbour/domain';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  calendarAudit,
  chapters,
  classes,
  courses,
  papers,
  schedulePapers,
  schedules,
  terms,
} from '../../db/schema';
import type { HomeworkToJoin } from './teaching-calendar';

// A term nobody set up still works: a class's units of a subject are proposed from the textbook chapters the
// school uses (one unit a chapter, spread over the term's weeks in chapter order, each planning its chapter's
// papers) and stored flagged as proposed, until a curriculum director or panel head accepts or changes them.

/** A term's days, as proposals read them. */
export interface TermDays {
  id: number;
  startDate: string;
  endDate: string;
}

/** Serialises the teaching-calendar writes of a school (overlap checks read, then write), until commit. */
export async function lockCalendar(tx: DbOrTx, schoolId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar:${schoolId}`}))`);
}

/** Appends a teaching-calendar audit row (actor null: the server acted by itself, as a publish's proposals). */
export async function auditCalendar(tx: DbOrTx, row: typeof calendarAudit.$inferInsert): Promise<void> {
  await tx.insert(calendarAudit).values(row);
}

/**
 * The chapters of the textbook a class uses in a subject: the chapters, in order, of the school's course of
 * the class's grade and the subject in the first textbook family (A_PLUS, HKAT, SE_ZONE, WRITING_ZONE) that
 * has chapters, each with its papers.
 */
async function textbookChapters(tx: DbOrTx, schoolId: number, classId: number, subjectCode: SubjectCode) {
  const [klass] = await tx
    .select({ gradeCode: classes.gradeCode })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId)));
  if (!klass) return [];
  const rows = await tx
    .select({
      textbookType: courses.textbookType,
      chapterId: chapters.id,
      name: chapters.name,
      sortOrder: chapters.sortOrder,
    })
    .from(courses)
    .innerJoin(chapters, eq(chapters.courseId, courses.id))
    .where(
      and(
        eq(courses.schoolId, schoolId),
        eq(courses.subjectCode, subjectCode),
        eq(courses.gradeCode, klass.gradeCode),
      ),
    )
    .orderBy(asc(chapters.sortOrder), asc(chapters.id));
  const family = TEXTBOOK_TYPES.find((type) => rows.some((row) => row.textbookType === type));
  const chosen = rows.filter((row) => row.textbookType === family);
  if (chosen.length === 0) return [];
  const paperRows = await tx
    .select({ id: papers.id, chapterId: papers.chapterId })
    .from(papers)
    .where(
      inArray(
        papers.chapterId,
        chosen.map((row) => row.chapterId),
      ),
    )
    .orderBy(asc(papers.id));
  return chosen.map((row) => ({
    name: row.name,
    paperIds: paperRows.filter((paper) => paper.chapterId === row.chapterId).map((paper) => paper.id),
  }));
}

/**
 * Proposes the units of a class in a subject and term from its textbook chapters, when it has no unit there
 * but the "Other homework" one; answers how many were proposed (0 when it has units or no textbook).
 * The caller holds the school's calendar lock.
 */
export async function proposeUnitsFromChapters(
  tx: DbOrTx,
  target: { schoolId: number; classId: number; subjectCode: SubjectCode; term: TermDays },
  actorStaffId: number | null,
): Promise<number> {
  const { schoolId, classId, subjectCode, term } = target;
  const ofClassTerm = and(
    eq(schedules.schoolId, schoolId),
    eq(schedules.classId, classId),
    eq(schedules.termId, term.id),
    eq(schedules.subjectCode, subjectCode),
  );
  const existing = await tx
    .select({ otherHomework: schedules.otherHomework })
    .from(schedules)
    .where(ofClassTerm);
  if (existing.some((unit) => !unit.otherHomework)) return 0;
  const chapterList = await textbookChapters(tx, schoolId, classId, subjectCode);
  const ranges = proposedUnitRanges(term, chapterList.length);
  if (ranges.length === 0) return 0;
  const [last] = await tx
    .select({ sortOrder: max(schedules.sortOrder) })
    .from(schedules)
    .where(ofClassTerm);
  const first = (last?.sortOrder ?? 0) + 1;
  const units = await tx
    .insert(schedules)
    .values(
      ranges.map((range, k) => ({
        schoolId,
        classId,
        termId: term.id,
        subjectCode,
        name: chapterList[k]?.name ?? '',
        nameEn: chapterList[k]?.name ?? '',
        sortOrder: first + k,
        ...range,
        proposed: true,
      })),
    )
    .returning({ id: schedules.id });
  const planned = units.flatMap((unit, k) =>
    (chapterList[k]?.paperIds ?? []).map((paperId, p) => ({
      schoolId,
      scheduleId: unit.id,
      paperId,
      sortOrder: p + 1,
    })),
  );
  if (planned.length > 0) await tx.insert(schedulePapers).values(planned);
  await auditCalendar(tx, {
    schoolId,
    action: 'UNITS_PROPOSE',
    termId: term.id,
    actorStaffId,
    detail: { classId, subjectCode, scheduleIds: units.map((unit) => unit.id) },
  });
  return units.length;
}

/**
 * Before a published homework joins the calendar: each target class without units of the homework's subject
 * in the term holding its start gets its units proposed, so the homework lands in a unit of its weeks.
 */
export async function proposeMissingUnits(tx: DbOrTx, homework: HomeworkToJoin): Promise<void> {
  const termRows = await tx
    .select({ id: terms.id, startDate: terms.startDate, endDate: terms.endDate })
    .from(terms)
    .where(eq(terms.schoolId, homework.schoolId));
  const term = termOfDay(termRows, hongKongDate(homework.startTime));
  if (!term) return;
  const classIds = [...new Set(homework.classIds)];
  const planned = await tx
    .selectDistinct({ classId: schedules.classId })
    .from(schedules)
    .where(
      and(
        eq(schedules.schoolId, homework.schoolId),
        eq(schedules.termId, term.id),
        eq(schedules.subjectCode, homework.subjectCode),
        eq(schedules.otherHomework, false),
        inArray(schedules.classId, classIds),
      ),
    );
  const missing = classIds.filter((classId) => !planned.some((row) => row.classId === classId));
  if (missing.length === 0) return;
  // Only a publish that proposes waits for the school's calendar writes (the proposal re-checks under the lock).
  await lockCalendar(tx, homework.schoolId);
  for (const classId of missing) {
    await proposeUnitsFromChapters(
      tx,
      { schoolId: homework.schoolId, classId, subjectCode: homework.subjectCode, term },
      null,
    );
  }
}
