import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import { homeworkReport } from './homework-report';
import { classesSchedules, classTermSchedules, classTerms, evaluationsOf, schedulePapersOf } from './service';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getClassTerms', async (request) => {
    const scope = await requestScope(request);
    return ok(await classTerms(db, scope, request.params.classId, request.query.schoolYear, new Date()));
  });

  route(app, 'getClassTermSchedules', async (request) => {
    const scope = await requestScope(request);
    const { classId, termId } = request.params;
    return ok(
      await classTermSchedules(
        db,
        scope,
        classId,
        termId,
        request.query.subjectCode,
        request.locale === 'en',
      ),
    );
  });

  route(app, 'getClassesSchedules', async (request) => {
    const scope = await requestScope(request);
    return ok(await classesSchedules(db, scope, request.query, new Date(), request.locale === 'en'));
  });

  route(app, 'getSchedulePapers', async (request) => {
    const scope = await requestScope(request);
    return ok(await schedulePapersOf(db, scope, request.params.scheduleId));
  });

  route(app, 'getEvaluations', async (request) => {
    const scope = await requestScope(request);
    return ok(await evaluationsOf(db, scope, request.query.scheduleId));
  });

  route(app, 'getHomeworkReport', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    return ok(
      await homeworkReport(
        db,
        scope,
        eHomeworkId,
        request.query.classId,
        new Date(),
        request.locale === 'en',
      ),
    );
  });
};
