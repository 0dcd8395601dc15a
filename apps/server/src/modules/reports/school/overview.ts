import type {
  SchoolOverview,
  SchoolUsage,
  SchoolYearMastery,
  SchoolYearReport,
  SchoolYearReportQuery,
  SubjectCode,
} from '@harbour/api-client/contract';
import { completionRate, hongKongDayStart, hongKongWeekStart } from '@harbour/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { idList, rowsOf } from '../../../db/sql';
import { forbidden } from '../../../errors';
import type { Scope } from '../../../plugins/tenancy';
import { currentSchoolYear, yearFigures } from './year-figures';
import { yearMastery } from './year-mastery';

// The school at a glance (the headmaster's and the curriculum director's dashboard, a panel head's subjects):
// one statement per part over the whole school, never one per class. Reached and handed-in are counted as the
// class reports count them: a homework reaches the students of a class it is given to whole, or the members
// of a group it is given to, once each. This school year's classes and the trend against last year are
// year-figures.ts.

/** The usage windows of spec §9, in days. */
export const USAGE_DAYS = [7, 30] as const;

const DAY_MS = 24 * 3600_000;

/** When a homework counts as published: its publish time, or its start for one published at once. */
const PUBLISHED_AT = sql`coalesce(h.publish_time, h.start_time)`;

/** Homework of the school in the subjects, not withdrawn, published in (since, now]. */
function publishedBetween(schoolId: number, subjects: readonly SubjectCode[], since: Date, now: Date) {
  return sql`h.school_id = ${schoolId} AND h.subject_code IN ${idList(subjects)} AND h.withdrawn_at IS NULL
    AND ${PUBLISHED_AT} > ${since} AND ${PUBLISHED_AT} <= ${now}`;
}

interface WeekRow {
  gradeCode: number;
  subjectCode: SubjectCode;
  published: number;
  reached: number;
  handedIn: number;
  due: number;
}

/** Per grade and subject, the homework published since the week began, whom they reach and who handed in. */
async function weekFigures(
  db: DbOrTx,
  schoolId: number,
  subjects: readonly SubjectCode[],
  weekStart: Date,
  now: Date,
) {
  // The week's first instant is included: "since" is exclusive, so start a millisecond before it.
  const since = new Date(weekStart.getTime() - 1);
  const result = await db.execute(sql`
    WITH week AS (
      SELECT h.id, h.grade_code, h.subject_code, h.end_time FROM homeworks h
      WHERE ${publishedBetween(schoolId, subjects, since, now)}
    ), reach AS (
      SELECT DISTINCT w.id, st.id AS student_id
      FROM week w
      JOIN homework_targets ht ON ht.homework_id = w.id
      JOIN students st ON st.class_id = ht.class_id
      WHERE ht.group_id IS NULL
         OR EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = ht.group_id AND gm.student_id = st.id)
    )
    SELECT w.grade_code AS "gradeCode", w.subject_code AS "subjectCode",
           count(DISTINCT w.id)::int AS published, count(r.student_id)::int AS reached,
           count(a.id)::int AS "handedIn",
           count(r.student_id) FILTER (WHERE w.end_time <= ${now} OR a.id IS NOT NULL)::int AS due
    FROM week w
    LEFT JOIN reach r ON r.id = w.id
    LEFT JOIN attempts a ON a.homework_id = r.id AND a.student_id = r.student_id AND a.submitted_at IS NOT NULL
    GROUP BY w.grade_code, w.subject_code`);
  return rowsOf<WeekRow>(result).map((row) => ({
    ...row,
    gradeCode: Number(row.gradeCode),
    published: Number(row.published),
    reached: Number(row.reached),
    handedIn: Number(row.handedIn),
    due: Number(row.due),
  }));
}

/** The school's usage in the subjects over each window up to `now`: one statement per measure. */
async function schoolUsage(
  db: DbOrTx,
  schoolId: number,
  subjects: readonly SubjectCode[],
  now: Date,
): Promise<SchoolUsage[]> {
  const since = USAGE_DAYS.map((days) => new Date(now.getTime() - days * DAY_MS));
  const widest = new Date(Math.min(...since.map((d) => d.getTime())));
  const column = (k: number) => sql.raw(`"w${k}"`);
  const teachers = sql.join(
    since.map(
      (d, k) => sql`count(DISTINCT h.creator_id) FILTER (WHERE ${PUBLISHED_AT} > ${d})::int AS ${column(k)}`,
    ),
    sql`, `,
  );
  const students = sql.join(
    since.map(
      (d, k) => sql`count(DISTINCT a.student_id) FILTER (WHERE a.submitted_at > ${d})::int AS ${column(k)}`,
    ),
    sql`, `,
  );
  const answers = sql.join(
    since.map((d, k) => sql`count(x.id) FILTER (WHERE a.submitted_at > ${d})::int AS ${column(k)}`),
    sql`, `,
  );
  const handedIn = sql`a.school_id = ${schoolId} AND a.submitted_at > ${widest} AND a.submitted_at <= ${now}
    AND h.subject_code IN ${idList(subjects)} AND h.withdrawn_at IS NULL`;
  const [teacherResult, studentResult, answerResult] = await Promise.all([
    db.execute(
      sql`SELECT ${teachers} FROM homeworks h WHERE ${publishedBetween(schoolId, subjects, widest, now)}`,
    ),
    db.execute(sql`
      SELECT ${students} FROM attempts a JOIN homeworks h ON h.id = a.homework_id WHERE ${handedIn}`),
    db.execute(sql`
      SELECT ${answers} FROM attempts a JOIN homeworks h ON h.id = a.homework_id
      JOIN answers x ON x.attempt_id = a.id WHERE ${handedIn}`),
  ]);
  const first = (result: unknown) => rowsOf<Record<string, number>>(result)[0] ?? {};
  const [t, s, x] = [first(teacherResult), first(studentResult), first(answerResult)];
  return USAGE_DAYS.map((days, k) => ({
    days,
    teachersPublishing: Number(t[`w${k}`] ?? 0),
    activeStudents: Number(s[`w${k}`] ?? 0),
    answersGiven: Number(x[`w${k}`] ?? 0),
  }));
}

/**
 * The school at a glance for a role that reaches every class (PERMISSIONS.md): a headmaster and a
 * curriculum director every subject, a panel head their own. Any other role is refused (403): a teacher's
 * and a class teacher's dashboards read their classes.
 */
export async function schoolOverview(db: DbOrTx, scope: Scope, now: Date): Promise<SchoolOverview> {
  if (!scope.allClasses || scope.subjectsEverywhere.length === 0) throw forbidden();
  const subjects = scope.subjectsEverywhere;
  const weekStart = hongKongWeekStart(now);
  const [gradeResult, week, usage, schoolYear] = await Promise.all([
    db.execute(
      sql`SELECT DISTINCT grade_code AS "gradeCode" FROM classes WHERE school_id = ${scope.schoolId} ORDER BY 1`,
    ),
    weekFigures(db, scope.schoolId, subjects, hongKongDayStart(weekStart), now),
    schoolUsage(db, scope.schoolId, subjects, now),
    currentSchoolYear(db, scope.schoolId, now),
  ]);
  const [lastYear, thisYear] =
    schoolYear === null
      ? []
      : await Promise.all(
          [schoolYear - 1, schoolYear].map((year) =>
            yearFigures(db, { schoolId: scope.schoolId, subjects, schoolYear: year, now }),
          ),
        );
  const figures = new Map(week.map((row) => [`${row.gradeCode}:${row.subjectCode}`, row]));
  return {
    weekStart,
    subjects: [...subjects],
    grades: rowsOf<{ gradeCode: number }>(gradeResult).map(({ gradeCode }) => ({
      gradeCode: Number(gradeCode),
      subjects: subjects.map((subjectCode) => {
        const row = figures.get(`${Number(gradeCode)}:${subjectCode}`);
        const published = row?.published ?? 0;
        const reached = row?.reached ?? 0;
        const handedIn = row?.handedIn ?? 0;
        const due = row?.due ?? 0;
        return {
          subjectCode,
          published,
          reached,
          handedIn,
          due,
          submissionRate: completionRate(handedIn, due),
        };
      }),
    })),
    usage,
    schoolYear,
    classes: thisYear?.classes ?? [],
    years:
      schoolYear === null || !lastYear || !thisYear
        ? []
        : [
            { schoolYear: schoolYear - 1, subjects: lastYear.subjects },
            { schoolYear, subjects: thisYear.subjects },
          ],
  };
}

/**
 * The whole-school report of a school year (spec §2 schoolReport, headMasterReport; last year's is the same
 * view of the year before): the roles of the school overview, in their subjects. The subject report is it in
 * one of them (another's is refused), the category report over one course family's homework.
 */
/** The subjects a school report reports on for the caller: the one asked for, else all of theirs (403 outside). */
function reportedSubjects(scope: Scope, subjectCode: SubjectCode | undefined): SubjectCode[] {
  if (!scope.allClasses || scope.subjectsEverywhere.length === 0) throw forbidden();
  if (subjectCode && !scope.subjectsEverywhere.includes(subjectCode)) throw forbidden();
  return subjectCode ? [subjectCode] : [...scope.subjectsEverywhere];
}

export async function schoolYearReport(
  db: DbOrTx,
  scope: Scope,
  query: SchoolYearReportQuery,
  now: Date,
): Promise<SchoolYearReport> {
  const { subjectCode, textbookType } = query;
  const subjects = reportedSubjects(scope, subjectCode);
  const [schoolYear, termsResult] = await Promise.all([
    query.schoolYear ?? currentSchoolYear(db, scope.schoolId, now),
    db.execute(sql`SELECT id, school_year AS "schoolYear" FROM terms WHERE school_id = ${scope.schoolId}
      ORDER BY school_year DESC, semester`),
  ]);
  const terms = rowsOf<{ id: number; schoolYear: number }>(termsResult).map((row) => ({
    id: Number(row.id),
    schoolYear: Number(row.schoolYear),
  }));
  const schoolYears = [...new Set(terms.map((term) => term.schoolYear))];
  const empty = {
    classes: [],
    grades: [],
    subjects: subjects.map((subjectCode) => ({
      subjectCode,
      dueCount: 0,
      submittedCount: 0,
      completionRate: null,
      averageScoreRate: null,
    })),
  };
  const figures =
    schoolYear === null
      ? empty
      : await yearFigures(db, { schoolId: scope.schoolId, subjects, schoolYear, now, family: textbookType });
  return {
    schoolYear,
    schoolYears,
    termIds: terms.filter((term) => term.schoolYear === schoolYear).map((term) => term.id),
    subjects: [...scope.subjectsEverywhere],
    classes: figures.classes,
    grades: figures.grades,
    totals: figures.subjects,
  };
}

/**
 * The whole-school report's mastery of a school year (GET /school/year/mastery): the same callers, subjects,
 * year and course family as the report, per grade and per subject.
 */
export async function schoolYearMastery(
  db: DbOrTx,
  scope: Scope,
  query: SchoolYearReportQuery,
  now: Date,
): Promise<SchoolYearMastery> {
  const subjects = reportedSubjects(scope, query.subjectCode);
  const schoolYear = query.schoolYear ?? (await currentSchoolYear(db, scope.schoolId, now));
  if (schoolYear === null) return { schoolYear, grades: [], totals: [] };
  return {
    schoolYear,
    ...(await yearMastery(db, {
      schoolId: scope.schoolId,
      subjects,
      schoolYear,
      now,
      family: query.textbookType,
    })),
  };
}
