import type { ClassSelectOption, GradeAndClasses } from '@harbour/api-client/contract';
import { gradeName } from '@harbour/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classes, groups, students } from '../../db/schema';
import { ok } from '../../envelope';
import { staffOf } from '../../plugins/auth';
import { canSeeClass, classInScope, scopeOf, subjectsInClass } from '../../plugins/tenancy';
import { route } from '../../route';
import { nearHomeworkOf } from './near-homework';

export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getClassesDropdown', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const { subjectCode, gradeCode } = request.query;
    const where = [eq(classes.schoolId, principal.schoolId)];
    if (gradeCode) where.push(eq(classes.gradeCode, gradeCode));
    const classRows = await db
      .select()
      .from(classes)
      .where(and(...where))
      .orderBy(asc(classes.gradeCode), asc(classes.className));
    const visible = classRows.filter((row) => canSeeClass(scope, row.id, subjectCode));
    const visibleIds = new Set(visible.map((row) => row.id));
    const groupRows = await db
      .select()
      .from(groups)
      .where(eq(groups.schoolId, principal.schoolId))
      .orderBy(asc(groups.groupName));
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
    return ok([...byGrade.values()]);
  });

  route(app, 'getGradesAndClassesDropdown', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const rows = await db
      .select({
        classId: classes.id,
        className: classes.className,
        gradeCode: classes.gradeCode,
        studentCount: count(students.id),
      })
      .from(classes)
      .leftJoin(students, eq(students.classId, classes.id))
      .where(eq(classes.schoolId, principal.schoolId))
      .groupBy(classes.id)
      .orderBy(asc(classes.gradeCode), asc(classes.className));
    const byGrade = new Map<number, GradeAndClasses>();
    for (const row of rows) {
      if (!canSeeClass(scope, row.classId)) continue;
      const grade = byGrade.get(row.gradeCode) ?? {
        gradeCode: row.gradeCode,
        gradeName: gradeName(row.gradeCode),
        classes: [],
      };
      grade.classes.push({
        classId: row.classId,
        className: row.className,
        studentCount: row.studentCount,
      });
      byGrade.set(row.gradeCode, grade);
    }
    return ok([...byGrade.values()]);
  });

  route(app, 'getClassHomeworks', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const { classId, near, days, subjectCode } = request.query;
    await classInScope(db, scope, classId, subjectCode);
    const subjects = subjectsInClass(scope, classId).filter((s) => !subjectCode || s === subjectCode);
    return ok(await nearHomeworkOf(db, principal.schoolId, classId, subjects, near, days, new Date()));
  });
};
