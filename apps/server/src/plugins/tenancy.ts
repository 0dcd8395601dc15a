import type { Role, SubjectCode } from '@harbour/api-client/contract';
import { gradeName, SUBJECT_CODES } from '@harbour/domain';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { classes, staffUsers, teachingAssignments } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { type StaffPrincipal, staffOf } from './auth';

/**
 * What the caller's active role reaches inside their school (PERMISSIONS.md):
 * per class, the subjects reachable there; `allClasses` when every class of the school is reached
 * with `subjectsEverywhere`.
 */
export interface Scope {
  /** The caller's school. */
  schoolId: number;
  /** Active role the scope was computed for. */
  role: Role;
  /** Whether every class of the school is reached. */
  allClasses: boolean;
  /** Subjects reached in every class when allClasses is true. */
  subjectsEverywhere: readonly SubjectCode[];
  /** Subjects reached per class when allClasses is false. */
  perClass: Map<number, readonly SubjectCode[]>;
}

/** Computes the scope of a staff caller's active role. */
export async function scopeOf(db: Db, principal: StaffPrincipal): Promise<Scope> {
  const base = { schoolId: principal.schoolId, role: principal.activeRole };
  switch (principal.activeRole) {
    case 'HEADMASTER':
    case 'CURRICULUM_DIRECTOR':
      return { ...base, allClasses: true, subjectsEverywhere: SUBJECT_CODES, perClass: new Map() };
    case 'PANEL':
      return { ...base, allClasses: true, subjectsEverywhere: principal.subjectCodes, perClass: new Map() };
    case 'HEAD_TEACHER': {
      const rows = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.schoolId, principal.schoolId), eq(classes.headTeacherId, principal.staffId)));
      return {
        ...base,
        allClasses: false,
        subjectsEverywhere: [],
        perClass: new Map(rows.map((row) => [row.id, SUBJECT_CODES])),
      };
    }
    case 'TEACHER': {
      const rows = await db
        .select({ classId: teachingAssignments.classId, subjectCode: teachingAssignments.subjectCode })
        .from(teachingAssignments)
        .where(
          and(
            eq(teachingAssignments.schoolId, principal.schoolId),
            eq(teachingAssignments.teacherId, principal.staffId),
          ),
        );
      const perClass = new Map<number, SubjectCode[]>();
      for (const row of rows) {
        const list = perClass.get(row.classId) ?? [];
        list.push(row.subjectCode as SubjectCode);
        perClass.set(row.classId, list);
      }
      return { ...base, allClasses: false, subjectsEverywhere: [], perClass };
    }
  }
}

const requestScopes = new WeakMap<FastifyRequest, Promise<Scope>>();

/**
 * The scope of a staff request's caller, computed once per request when first asked for: every service a
 * handler calls gets the same one, and the next request computes its own (teaching assignments change).
 */
export function requestScope(request: FastifyRequest): Promise<Scope> {
  let scope = requestScopes.get(request);
  if (!scope) {
    scope = scopeOf(request.server.database.db, staffOf(request));
    requestScopes.set(request, scope);
  }
  return scope;
}

/** Subjects the scope reaches in a class (empty when the class is out of scope). */
export function subjectsInClass(scope: Scope, classId: number): readonly SubjectCode[] {
  return scope.allClasses ? scope.subjectsEverywhere : (scope.perClass.get(classId) ?? []);
}

/** Whether the scope reaches the class, in the subject when one is given. */
export function canSeeClass(scope: Scope, classId: number, subject?: SubjectCode): boolean {
  const subjects = subjectsInClass(scope, classId);
  return subject ? subjects.includes(subject) : subjects.length > 0;
}

/** Subjects the scope reaches in at least one class. */
export function subjectsInScope(scope: Scope): SubjectCode[] {
  if (scope.allClasses) return [...scope.subjectsEverywhere];
  const set = new Set<SubjectCode>();
  for (const list of scope.perClass.values()) for (const subject of list) set.add(subject);
  return SUBJECT_CODES.filter((subject) => set.has(subject));
}

/**
 * The classes the scope reaches, grouped by grade in the rows' order (userInfo.gradeClasses and the
 * grades-and-classes select): each grade with its name and its classes as `classOf` gives them.
 */
export function gradesInScope<Row extends { classId: number; gradeCode: number }, Class>(
  scope: Scope,
  rows: readonly Row[],
  classOf: (row: Row) => Class,
): { gradeCode: number; gradeName: string; classes: Class[] }[] {
  const byGrade = new Map<number, { gradeCode: number; gradeName: string; classes: Class[] }>();
  for (const row of rows) {
    if (!canSeeClass(scope, row.classId)) continue;
    const grade = byGrade.get(row.gradeCode) ?? {
      gradeCode: row.gradeCode,
      gradeName: gradeName(row.gradeCode),
      classes: [],
    };
    grade.classes.push(classOf(row));
    byGrade.set(row.gradeCode, grade);
  }
  return [...byGrade.values()];
}

/** Loads a class of the caller's school, 404 when it is not there, 403 when out of scope. */
export async function classInScope(db: Db, scope: Scope, classId: number, subject?: SubjectCode) {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, scope.schoolId)))
    .limit(1);
  if (!row) throw notFound();
  if (!canSeeClass(scope, classId, subject)) throw forbidden();
  return row;
}

/**
 * SQL form of `canSeeClass(await scopeOf(db, staff), classId)` for the staff row in the query: whether
 * the staff member's active role reaches the class. The session lookup uses it to stop accepting a
 * simulated student session once the student's class leaves the teacher's scope, without a second
 * query; a test checks it agrees with scopeOf for every seeded staff member, role and class.
 */
export function staffReachesClassSql(classId: AnyColumn | SQL): SQL {
  // The subqueries name their tables apart, so a classId of an outer "classes" is not shadowed.
  return sql`case ${staffUsers.activeRole}
    when 'HEADMASTER' then true
    when 'CURRICULUM_DIRECTOR' then true
    when 'PANEL' then cardinality(${staffUsers.subjectCodes}) > 0
    when 'HEAD_TEACHER' then exists (
      select 1 from classes scope_class where scope_class.id = ${classId}
        and scope_class.school_id = ${staffUsers.schoolId} and scope_class.head_teacher_id = ${staffUsers.id})
    when 'TEACHER' then exists (
      select 1 from teaching_assignments scope_teaching where scope_teaching.teacher_id = ${staffUsers.id}
        and scope_teaching.class_id = ${classId} and scope_teaching.school_id = ${staffUsers.schoolId})
    else false end`;
}
