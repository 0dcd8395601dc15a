import {
  type CalendarDay,
  classPracticesParamsSchema,
  classPracticesQuerySchema,
  classPracticesSchema,
  envelope,
  type ProcessType,
  type SubjectCode,
} from '@harbour/api-client/contract';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeworks, homeworkTargets } from '../../db/schema';
import { ok } from '../../envelope';
import { staffOf } from '../../plugins/auth';
import { classInScope, scopeOf, subjectsInClass } from '../../plugins/tenancy';
import { datesOfMonth, hongKongDate, hongKongMonthRange, practiceStatus } from './calendar';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/ael/school/v2/schedule/classes/:classId/practices',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Calendar month of a class: every day (Hong Kong time) with the homework due that day',
        params: classPracticesParamsSchema,
        querystring: classPracticesQuerySchema,
        response: { 200: envelope(classPracticesSchema) },
      },
    },
    async (request) => {
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
          startTime: homeworks.startTime,
          endTime: homeworks.endTime,
          processType: homeworks.processType,
          subjectCode: homeworks.subjectCode,
        })
        .from(homeworkTargets)
        .innerJoin(homeworks, eq(homeworks.id, homeworkTargets.homeworkId))
        .where(
          and(
            eq(homeworkTargets.classId, classId),
            eq(homeworks.schoolId, principal.schoolId),
            inArray(homeworks.subjectCode, [...subjects]),
            gte(homeworks.endTime, start),
            lt(homeworks.endTime, end),
          ),
        )
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
          practiceStatus: practiceStatus(row.startTime, row.endTime, now),
          processType: row.processType as ProcessType,
          subjectCode: row.subjectCode as SubjectCode,
        });
      }
      return ok(days);
    },
  );
};
