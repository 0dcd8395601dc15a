import { ERROR_CODES, SCHEDULE_OBJECT_MAX_DAYS } from '@harbour/api-client/contract';
import { hongKongDayStart } from '@harbour/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { AppError } from '../../errors';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import { classCalendar, classPracticeObjects } from './service';

const DAY_MS = 24 * 3600_000;

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getClassPractices', async (request) => {
    const scope = await requestScope(request);
    return ok(await classCalendar(db, scope, request.params.classId, request.query, new Date()));
  });

  route(app, 'getClassPracticeObjects', async (request) => {
    const scope = await requestScope(request);
    const { startDate, subjectCode } = request.query;
    const endDate = request.query.endDate ?? startDate;
    const start = hongKongDayStart(startDate);
    const end = new Date(hongKongDayStart(endDate).getTime() + DAY_MS);
    const days = (end.getTime() - start.getTime()) / DAY_MS;
    if (Number.isNaN(days) || days < 1 || days > SCHEDULE_OBJECT_MAX_DAYS) {
      throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: 'querystring.endDate' });
    }
    const list = await classPracticeObjects(
      db,
      scope,
      request.params.classId,
      subjectCode,
      start,
      end,
      new Date(),
    );
    return ok(list);
  });
};
