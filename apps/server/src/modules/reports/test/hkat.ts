import type { HkatStudentPerformance, SubjectCode, TestReportFamily } from '@harbour/api-client/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classes, homeworks, homeworkTargets, students } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors';
import { canSeeClass, type Scope, subjectsInClass } from '../../../plugins/tenancy';
import { FAMILY_PROCESS_TYPES, testReport } from './report';

// A student's HKAT whole performance (/wholeperformance/students/{studentId}/hkat and …/process8b/hkat): the
// same test report as the class views, read per test for the student's class and picked to their row.

/** Tests listed at most, newest due first. */
export const HKAT_TESTS_LISTED = 50;

export async function hkatStudentPerformance(
  db: Db,
  scope: Scope,
  studentId: number,
  family: TestReportFamily,
  subjectCode: SubjectCode | undefined,
  now: Date,
  en: boolean,
): Promise<HkatStudentPerformance> {
  const [student] = await db
    .select({
      classId: students.classId,
      className: classes.className,
      classNumber: students.classNumber,
      name: students.name,
      nameEn: students.nameEn,
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, scope.schoolId)))
    .limit(1);
  if (!student) throw notFound();
  if (!canSeeClass(scope, student.classId, subjectCode)) throw forbidden();
  const subjects = subjectsInClass(scope, student.classId).filter(
    (subject) => subjectCode === undefined || subject === subjectCode,
  );
  const tests =
    subjects.length === 0
      ? []
      : await db
          .selectDistinct({ id: homeworks.id, endTime: homeworks.endTime })
          .from(homeworks)
          .innerJoin(homeworkTargets, eq(homeworkTargets.homeworkId, homeworks.id))
          .where(
            and(
              eq(homeworks.schoolId, scope.schoolId),
              eq(homeworkTargets.classId, student.classId),
              inArray(homeworks.processType, [...FAMILY_PROCESS_TYPES[family]]),
              inArray(homeworks.subjectCode, subjects),
              isNull(homeworks.withdrawnAt),
            ),
          )
          .orderBy(desc(homeworks.endTime), desc(homeworks.id))
          .limit(HKAT_TESTS_LISTED);
  const rows: HkatStudentPerformance['tests'] = [];
  for (const test of tests) {
    const report = await testReport(db, scope, test.id, student.classId, family, now, en);
    const own = report.students.find((s) => s.studentId === studentId);
    // A group's test the student is not in does not reach them.
    if (!own) continue;
    rows.push({
      eHomeworkId: report.eHomeworkId,
      homeworkName: report.homeworkName,
      subjectCode: report.subjectCode,
      processType: report.processType,
      endTime: report.endTime,
      fullScore: report.fullScore,
      student: own,
      classAverageScoreRate: report.averageScoreRate,
      classSubmittedCount: report.submittedCount,
      courses: report.courses,
    });
  }
  return {
    studentId,
    name: en ? student.nameEn : student.name,
    className: student.className,
    classNumber: student.classNumber,
    family,
    tests: rows,
  };
}
