import {
  dateSchema,
  type ImportBody,
  type ImportProblem,
  type ImportResult,
  type ImportRow,
  KNOWLEDGE_POINT_MAX,
  LEARNING_ASPECT_CODES,
  type LearningAspectCode,
  type Locale,
  type ObjectiveInput,
  type SubjectCode,
  UNIT_NAME_MAX,
} from '@harbour/api-client/contract';
import { firstOverlap, rangeWithin, TEXTBOOK_TYPES } from '@harbour/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { chapters, classes, courses, papers, schedules } from '../../db/schema';
import { forbidden } from '../../errors';
import { type MessageKey, translate } from '../../i18n/messages';
import type { Scope } from '../../plugins/tenancy';
import { auditCalendar, lockCalendar } from '../homework';
import { maySetUpSomeUnits, maySetUpUnits, type TermRow, termOfScope } from './access';
import { insertUnit, type NewUnit } from './units';

// The import of a scheme of work: the browser reads the file's rows, the server checks every row against the
// school (classes, subjects, course papers, the term, the units already there and the other rows) and stores
// them all in one transaction, or nothing when one row is wrong.

/** How a subject may be written in a scheme of work. */
const SUBJECT_WORDS: Record<string, SubjectCode> = {
  chinese: 'CHINESE',
  中文: 'CHINESE',
  中國語文: 'CHINESE',
  english: 'ENGLISH',
  英文: 'ENGLISH',
  英國語文: 'ENGLISH',
  math: 'MATH',
  maths: 'MATH',
  mathematics: 'MATH',
  數學: 'MATH',
};

/** The subject a cell names, if any. */
export function subjectOfCell(text: string): SubjectCode | undefined {
  return SUBJECT_WORDS[text.trim().toLowerCase()];
}

/** A day a cell holds: YYYY-MM-DD or YYYY/MM/DD (one-digit month or day allowed), a real day in range. */
export function dayOfCell(text: string): string | undefined {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
  return dateSchema.safeParse(day).success ? day : undefined;
}

/** Cells holding several values, separated by ";" (full-width too), empty ones dropped. */
function listOfCell(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** "ASPECT: knowledge point" (a full-width colon too), or undefined. */
export function objectiveOfCell(text: string): ObjectiveInput | undefined {
  const match = /^([A-Za-z_]+)\s*[:：]\s*(.+)$/.exec(text);
  const aspect = match?.[1]?.toUpperCase();
  const knowledgePoint = match?.[2]?.trim() ?? '';
  if (!aspect || !(LEARNING_ASPECT_CODES as readonly string[]).includes(aspect)) return undefined;
  if (knowledgePoint.length === 0 || knowledgePoint.length > KNOWLEDGE_POINT_MAX) return undefined;
  return { aspect: aspect as LearningAspectCode, knowledgePoint };
}

/** What the check reads of the school once. */
interface SchoolFacts {
  classByName: Map<string, { id: number; gradeCode: number }>;
  /** Course paper ids by `${gradeCode}:${subject}:${name}`, the first textbook family's first. */
  paperByName: Map<string, number>;
  /** Units of the term already there (not "Other homework"), by `${classId}:${subject}`. */
  unitsOf: Map<string, (typeof schedules.$inferSelect)[]>;
  /** Positions already taken, by `${classId}:${subject}`. */
  lastOrderOf: Map<string, number>;
}

async function schoolFacts(tx: DbOrTx, schoolId: number, termId: number): Promise<SchoolFacts> {
  const [classRows, paperRows, unitRows] = await Promise.all([
    tx
      .select({ id: classes.id, className: classes.className, gradeCode: classes.gradeCode })
      .from(classes)
      .where(eq(classes.schoolId, schoolId)),
    tx
      .select({
        id: papers.id,
        name: papers.name,
        subjectCode: courses.subjectCode,
        gradeCode: courses.gradeCode,
        textbookType: courses.textbookType,
      })
      .from(papers)
      .innerJoin(chapters, eq(chapters.id, papers.chapterId))
      .innerJoin(courses, eq(courses.id, chapters.courseId))
      .where(eq(papers.schoolId, schoolId)),
    tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.schoolId, schoolId), eq(schedules.termId, termId))),
  ]);
  const family = (type: string) => TEXTBOOK_TYPES.indexOf(type as (typeof TEXTBOOK_TYPES)[number]);
  const paperByName = new Map<string, number>();
  for (const row of [...paperRows].sort(
    (a, b) => family(a.textbookType) - family(b.textbookType) || a.id - b.id,
  )) {
    const key = `${row.gradeCode}:${row.subjectCode}:${row.name.trim()}`;
    if (!paperByName.has(key)) paperByName.set(key, row.id);
  }
  const unitsOf = new Map<string, (typeof schedules.$inferSelect)[]>();
  const lastOrderOf = new Map<string, number>();
  for (const unit of unitRows) {
    const key = `${unit.classId}:${unit.subjectCode}`;
    lastOrderOf.set(key, Math.max(lastOrderOf.get(key) ?? 0, unit.sortOrder));
    if (!unit.otherHomework) unitsOf.set(key, [...(unitsOf.get(key) ?? []), unit]);
  }
  return {
    classByName: new Map(classRows.map((row) => [row.className.trim().toUpperCase(), row])),
    paperByName,
    unitsOf,
    lastOrderOf,
  };
}

/** Checks every row; answers the units to store and the problems, by row. */
export function checkRows(
  rows: readonly ImportRow[],
  facts: SchoolFacts,
  term: TermRow,
  scope: Scope,
  locale: Locale,
): { units: NewUnit[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const units: NewUnit[] = [];
  /** Rows accepted so far, by `${classId}:${subject}`, for overlaps between rows. */
  const earlier = new Map<string, { id: number; startDate: string; endDate: string }[]>();
  const nextOrder = new Map(facts.lastOrderOf);
  rows.forEach((row, index) => {
    const rowNumber = index + 1;
    const found: ImportProblem[] = [];
    const problem = (field: string, key: MessageKey, params: Record<string, string> = {}) =>
      found.push({ row: rowNumber, field, message: translate(key, locale, params) });
    const klass = facts.classByName.get(row.className.trim().toUpperCase());
    if (row.className.trim() === '') problem('className', 'importRequired');
    else if (!klass) problem('className', 'importUnknownClass');
    const subject = subjectOfCell(row.subject);
    if (row.subject.trim() === '') problem('subject', 'importRequired');
    else if (!subject) problem('subject', 'importUnknownSubject');
    else if (!maySetUpUnits(scope, subject)) problem('subject', 'importOutOfScope');
    const names = { name: row.name.trim(), nameEn: row.nameEn.trim() };
    for (const field of ['name', 'nameEn'] as const) {
      if (names[field] === '') problem(field, 'importRequired');
      else if (names[field].length > UNIT_NAME_MAX)
        problem(field, 'importTooLong', { max: String(UNIT_NAME_MAX) });
    }
    const startDate = dayOfCell(row.startDate);
    const endDate = dayOfCell(row.endDate);
    if (!startDate) problem('startDate', row.startDate.trim() === '' ? 'importRequired' : 'importBadDate');
    if (!endDate) problem('endDate', row.endDate.trim() === '' ? 'importRequired' : 'importBadDate');
    let sortOrder: number | undefined;
    const orderText = row.sortOrder?.trim() ?? '';
    if (orderText !== '') {
      sortOrder = /^\d{1,3}$/.test(orderText) ? Number(orderText) : 0;
      if (sortOrder < 1) problem('sortOrder', 'importBadOrder');
    }
    const paperIds: number[] = [];
    if (klass && subject) {
      for (const name of listOfCell(row.papers)) {
        const paperId = facts.paperByName.get(`${klass.gradeCode}:${subject}:${name}`);
        if (paperId === undefined) problem('papers', 'importUnknownPaper', { name: name.slice(0, 100) });
        else paperIds.push(paperId);
      }
    }
    const objectives: ObjectiveInput[] = [];
    for (const text of listOfCell(row.objectives)) {
      const objective = objectiveOfCell(text);
      if (objective) objectives.push(objective);
      else {
        problem('objectives', 'importBadObjective', {
          text: text.slice(0, 100),
          aspects: LEARNING_ASPECT_CODES.join(', '),
        });
      }
    }
    if (startDate && endDate) {
      const days = { startDate, endDate };
      if (endDate < startDate) problem('endDate', 'calendarEndBeforeStart');
      else if (!rangeWithin(days, term)) {
        problem('startDate', 'unitOutsideTerm', { start: term.startDate, end: term.endDate });
      } else if (klass && subject) {
        const key = `${klass.id}:${subject}`;
        const existing = firstOverlap(facts.unitsOf.get(key) ?? [], days);
        const other = firstOverlap(earlier.get(key) ?? [], days);
        if (existing) {
          problem('startDate', 'unitOverlap', {
            name: existing.name,
            start: existing.startDate,
            end: existing.endDate,
          });
        } else if (other) problem('startDate', 'importRowsOverlap', { row: String(other.id) });
      }
    }
    if (found.length > 0 || !klass || !subject || !startDate || !endDate) {
      problems.push(...found);
      return;
    }
    const key = `${klass.id}:${subject}`;
    earlier.set(key, [...(earlier.get(key) ?? []), { id: rowNumber, startDate, endDate }]);
    const order = sortOrder ?? (nextOrder.get(key) ?? 0) + 1;
    nextOrder.set(key, Math.max(nextOrder.get(key) ?? 0, order));
    units.push({
      classId: klass.id,
      termId: term.id,
      subjectCode: subject,
      ...names,
      startDate,
      endDate,
      sortOrder: order,
      paperIds,
      objectives,
    });
  });
  return { units, problems };
}

/**
 * Checks a scheme of work for a term and, unless it is a dry run or a row is wrong, stores every unit in one
 * transaction, audited once. A caller who may set up no subject is refused (403) before any row is read.
 */
export async function importSchemeOfWork(
  db: Db,
  scope: Scope,
  actorStaffId: number,
  termId: number,
  body: ImportBody,
  locale: Locale,
): Promise<ImportResult> {
  if (!maySetUpSomeUnits(scope)) throw forbidden();
  return db.transaction(async (tx) => {
    const term = await termOfScope(tx, scope, termId);
    if (!body.dryRun) await lockCalendar(tx, scope.schoolId);
    const { units, problems } = checkRows(
      body.rows,
      await schoolFacts(tx, scope.schoolId, termId),
      term,
      scope,
      locale,
    );
    const answer = { rowCount: body.rows.length, problems, committed: false, created: 0 };
    if (body.dryRun || problems.length > 0) return answer;
    const ids: number[] = [];
    for (const unit of units) ids.push((await insertUnit(tx, scope.schoolId, unit)).id);
    await auditCalendar(tx, {
      schoolId: scope.schoolId,
      action: 'UNITS_IMPORT',
      termId,
      actorStaffId,
      detail: { rows: body.rows.length, scheduleIds: ids },
    });
    return { ...answer, committed: true, created: ids.length };
  });
}
