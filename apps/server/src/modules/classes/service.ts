import type { ClassSelectOption, GradeAndClasses, SubjectCode } from '@harbour/api-client/contract';
import type { DbOrTx } from '../../db/client';
import { canSeeClass, gradesInScope, type Scope } from '../../plugins/tenancy';
import { classesOfSchool, classesWithStudentCounts, groupsOfSchool } from './queries';

// The rules of the classes module: which classes and groups the class selects offer.

/** The classes select: classes in scope (in the subject when given) with their flags, and their groups. */
export async function classesDropdown(
  db: DbOrTx,
  scope: Scope,
  query: { subjectCode?: SubjectCode | undefined; gradeCode?: number | undefined },
): Promise<ClassSelectOption[]> {
  const classRows = await classesOfSchool(db, scope.schoolId, query.gradeCode);
  const visible = classRows.filter((row) => canSeeClass(scope, row.id, query.subjectCode));
  const visibleIds = new Set(visible.map((row) => row.id));
  const groupRows = await groupsOfSchool(db, scope.schoolId);
  const byGrade = new Map<number, ClassSelectOption>();
  for (const row of visible) {
    const option = byGrade.get(row.gradeCode) ?? { gradeCode: row.gradeCode, classes: [], groups: [] };
    option.classes.push({
      classId: row.id,
      className: row.className,
      fixedGroupStatus: groupRows.some((group) => group.classId === row.id && group.fixed),
      aplusChineseAccessStatus: row.aplusChineseAccessStatus,
      aplusEnglishAccessStatus: row.aplusEnglishAccessStatus,
      aplusMathAccessStatus: row.aplusMathAccessStatus,
    });
    byGrade.set(row.gradeCode, option);
  }
  for (const group of groupRows) {
    const option = byGrade.get(group.gradeCode);
    // A class group is visible with its class; a grade-wide group only to whole-school scopes.
    const reachable = group.classId === null ? scope.allClasses : visibleIds.has(group.classId);
    if (option && reachable) {
      option.groups.push({ groupId: group.id, groupName: group.groupName, classId: group.classId });
    }
  }
  return [...byGrade.values()];
}

/** The grades-and-classes select: classes in scope by grade, with their student counts. */
export async function gradesAndClasses(db: DbOrTx, scope: Scope): Promise<GradeAndClasses[]> {
  const rows = await classesWithStudentCounts(db, scope.schoolId);
  return gradesInScope(scope, rows, (row) => ({
    classId: row.classId,
    className: row.className,
    studentCount: row.studentCount,
  }));
}
