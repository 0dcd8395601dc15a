import type { Role, SubjectCode } from '@harbour/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classes, teachingAssignments } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { Principal } from './auth';

/** Every subject of the platform. */
export const ALL_SUBJECTS: readonly SubjectCode[] = ['CHINESE', 'ENGLISH', 'MATH'];

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
export async function scopeOf(db: Db, principal: Principal): Promise<Scope> {
  const base = { schoolId: principal.schoolId, role: principal.activeRole };
  switch (principal.activeRole) {
    case 'HEADMASTER':
    case 'CURRICULUM_DIRECTOR':
      return { ...base, allClasses: true, subjectsEverywhere: ALL_SUBJECTS, perClass: new Map() };
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
        perClass: new Map(rows.map((row) => [row.id, ALL_SUBJECTS])),
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
  return ALL_SUBJECTS.filter((subject) => set.has(subject));
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
