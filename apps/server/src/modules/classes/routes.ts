import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { classInScope, requestScope, subjectsInClass } from '../../plugins/tenancy';
import { route } from '../../route';
import { nearHomeworkOf } from './near-homework';
import { classesDropdown, gradesAndClasses } from './service';

export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getClassesDropdown', async (request) => {
    const scope = await requestScope(request);
    return ok(await classesDropdown(db, scope, request.query));
  });

  route(app, 'getGradesAndClassesDropdown', async (request) => {
    const scope = await requestScope(request);
    return ok(await gradesAndClasses(db, scope));
  });

  route(app, 'getClassHomeworks', async (request) => {
    const scope = await requestScope(request);
    const { classId, near, days, subjectCode } = request.query;
    await classInScope(db, scope, classId, subjectCode);
    const subjects = subjectsInClass(scope, classId).filter((s) => !subjectCode || s === subjectCode);
    return ok(await nearHomeworkOf(db, scope.schoolId, classId, subjects, near, days, new Date()));
  });
};
