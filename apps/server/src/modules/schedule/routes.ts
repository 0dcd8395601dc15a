import {
  type CalendarDay,
  type ClassPracticeObject,
  ERROR_CODES,
  type IssueScope,
  type ProcessType,
  SCHEDULE_OBJECT_MAX_DAYS,
  type SubjectCode,
} from '@harbour/api-client/contract';
import { hongKongDate, hongKongDayStart, hongKongMonthRange } from '@harbour/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeworks, homeworkTargets } from '../../db/schema';
import { ok } from '../../envelope';
import { AppError } from '../../errors';
import { staffOf } from '../../plugins/auth';
import { classInScope, scopeOf, subjectsInClass } from '../../plugins/tenancy';
import { route } from '../../route';
import { dueWithin, homeworkOfClass, homeworkStatus, progressInClass, targetsOf } from '../homework';
import { datesOfMonth } from './calendar';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  route(app, 'getClassPractices', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const { classId } = request.params;
    const { year, month, subjectCode } = request.query;
    await classInScope(db, scope, classId, subjectCode);
    const subjects = subjectsInClass(scope, classId).filter((s) => !subjectCode || s === subjectCode);
    const { start, end } = hongKongMonthRange(year, month);
    const rows = await db
      .selectDistinct({
        eHomeworkId: homeworks.id,
        homeworkName: homeworks.homeworkName,
        publishTime: homeworks.publishTime,
        startTime: homeworks.startTime,
        endTime: homeworks.endTime,
        processType: homeworks.processType,
        subjectCode: homeworks.subjectCode,
      })
      .from(homeworkTargets)
      .innerJoin(homeworks, eq(homeworks.id, homeworkTargets.homeworkId))
      .where(and(homeworkOfClass(principal.schoolId, classId, subjects), dueWithin(start, end)))
      .orderBy(asc(homeworks.endTime), asc(homeworks.id));
    const now = new Date();
    const days: CalendarDay[] = datesOfMonth(year, month).map((totalDate) => ({
      totalDate,
      homeworks: [],
    }));
    const byDate = new Map(days.map((day) => [day.totalDate, day]));
    for (const row of rows) {
      byDate.get(hongKongDate(row.endTime))?.homeworks.push({
        eHomeworkId: row.eHomeworkId,
        homeworkName: row.homeworkName,
        endTime: row.endTime.toISOString(),
        practiceStatus: homeworkStatus(row, now).practiceStatus,
        processType: row.processType as ProcessType,
        subjectCode: row.subjectCode as SubjectCode,
      });
    }
    return ok(days);
  });

  route(app, 'getClassPracticeObjects', async (request) => {
    const principal = staffOf(request);
    const scope = await scopeOf(db, principal);
    const { classId } = request.params;
    const { startDate, subjectCode } = request.query;
    const endDate = request.query.endDate ?? startDate;
    const start = hongKongDayStart(startDate);
    const end = new Date(hongKongDayStart(endDate).getTime() + DAY_MS);
    const days = (end.getTime() - start.getTime()) / DAY_MS;
    if (Number.isNaN(days) || days < 1 || days > SCHEDULE_OBJECT_MAX_DAYS) {
      throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: 'querystring.endDate' });
    }
    await classInScope(db, scope, classId, subjectCode);
    const subjects = subjectsInClass(scope, classId).filter((s) => !subjectCode || s === subjectCode);
    const rows = await db
      .selectDistinct({
        eHomeworkId: homeworks.id,
        homeworkName: homeworks.homeworkName,
        publishTime: homeworks.publishTime,
        startTime: homeworks.startTime,
        endTime: homeworks.endTime,
        processType: homeworks.processType,
        subjectCode: homeworks.subjectCode,
        distributeRange: homeworks.distributeRange,
        distributeObject: homeworks.distributeObject,
      })
      .from(homeworkTargets)
      .innerJoin(homeworks, eq(homeworks.id, homeworkTargets.homeworkId))
      .where(and(homeworkOfClass(principal.schoolId, classId, subjects), dueWithin(start, end)))
      .orderBy(asc(homeworks.endTime), asc(homeworks.id));
    const ids = rows.map((row) => row.eHomeworkId);
    const [targets, progress] = await Promise.all([targetsOf(db, ids), progressInClass(db, ids, classId)]);
    const now = new Date();
    const list: ClassPracticeObject[] = rows.map((row) => {
      const status = homeworkStatus(row, now);
      const groupNames = (targets.get(row.eHomeworkId) ?? [])
        .filter((target) => target.classId === classId && target.groupName !== null)
        .map((target) => target.groupName as string);
      return {
        eHomeworkId: row.eHomeworkId,
        homeworkName: row.homeworkName,
        subjectCode: row.subjectCode as SubjectCode,
        processType: row.processType as ProcessType,
        startTime: row.startTime.toISOString(),
        endTime: row.endTime.toISOString(),
        totalDate: hongKongDate(row.endTime),
        practiceStatus: status.practiceStatus,
        timeStatus: status.timeStatus,
        distributeRange: row.distributeRange as IssueScope,
        distributeObject: row.distributeObject,
        groupName: groupNames.length > 0 ? groupNames.join(', ') : null,
        studentCount: progress.get(row.eHomeworkId)?.studentCount ?? 0,
        submittedCount: progress.get(row.eHomeworkId)?.submittedCount ?? 0,
      };
    });
    return ok(list);
  });
};

const DAY_MS = 24 * 3600_000;
