import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, groups, students } from '../../db/schema';

// The Drizzle queries of the classes module.

/** The classes of a school (of one grade when given), by grade and name. */
export function classesOfSchool(db: DbOrTx, schoolId: number, gradeCode?: number) {
  const where = [eq(classes.schoolId, schoolId)];
  if (gradeCode) where.push(eq(classes.gradeCode, gradeCode));
  return db
    .select()
    .from(classes)
    .where(and(...where))
    .orderBy(asc(classes.gradeCode), asc(classes.className));
}

/** The groups of a school a teacher chooses from, by name (not the chosen students of a follow-up). */
export function groupsOfSchool(db: DbOrTx, schoolId: number) {
  return db
    .select()
    .from(groups)
    .where(and(eq(groups.schoolId, schoolId), eq(groups.chosenStudents, false)))
    .orderBy(asc(groups.groupName));
}

/** The classes of a school with their student counts, by grade and name. */
export function classesWithStudentCounts(db: DbOrTx, schoolId: number) {
  return db
    .select({
      classId: classes.id,
      className: classes.className,
      gradeCode: classes.gradeCode,
      studentCount: count(students.id),
    })
    .from(classes)
    .leftJoin(students, eq(students.classId, classes.id))
    .where(eq(classes.schoolId, schoolId))
    .groupBy(classes.id)
    .orderBy(asc(classes.gradeCode), asc(classes.className));
}
