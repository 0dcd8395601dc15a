import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../envelope';
import { requestScope } from '../../../plugins/tenancy';
import { route } from '../../../route';
import {
  classFollowUp,
  schedulesWholePerformance,
  studentFollowUp,
  studentReport,
  studentsPerformance,
  studentsWholePerformance,
  unitReport,
} from './service';

/** Routes of the unit and student reports (contract/report-performance.ts). */
export const reportPerformanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getUnitReport', async (request) => {
    const scope = await requestScope(request);
    return ok(await unitReport(db, scope, request.params.scheduleId, new Date(), request.locale === 'en'));
  });

  route(app, 'getStudentsPerformance', async (request) => {
    const scope = await requestScope(request);
    return ok(await studentsPerformance(db, scope, request.query, new Date(), request.locale === 'en'));
  });

  route(app, 'getSchedulesWholePerformance', async (request) => {
    const scope = await requestScope(request);
    return ok(await schedulesWholePerformance(db, scope, request.query, new Date(), request.locale === 'en'));
  });

  route(app, 'getStudentsWholePerformance', async (request) => {
    const scope = await requestScope(request);
    return ok(await studentsWholePerformance(db, scope, request.query, new Date(), request.locale === 'en'));
  });

  route(app, 'getStudentWholePerformance', async (request) => {
    const scope = await requestScope(request);
    const { studentId } = request.params;
    return ok(await studentReport(db, scope, studentId, request.query, new Date(), request.locale === 'en'));
  });

  route(app, 'getStudentFollowUp', async (request) => {
    const scope = await requestScope(request);
    const { studentId } = request.params;
    return ok(
      await studentFollowUp(db, scope, studentId, request.query, new Date(), request.locale === 'en'),
    );
  });

  route(app, 'getClassFollowUp', async (request) => {
    const scope = await requestScope(request);
    return ok(await classFollowUp(db, scope, request.query, new Date(), request.locale === 'en'));
  });
};
