import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { staffOf } from '../../plugins/auth';
import { requestScope } from '../../plugins/tenancy';
import { route, scopedRoute } from '../../route';
import { homeworkInScope } from '../homework';
import {
  choosableChapters,
  courseAccessOf,
  coursePapers,
  coursesFor,
  homeworkKnowledges,
  instructionsFor,
} from './service';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The course families a user may use in a grade, and the subjects their role reaches. */
  const accessOf = async (request: Parameters<typeof staffOf>[0]) =>
    courseAccessOf(db, staffOf(request), requestScope(request));

  route(app, 'getCourses', async (request) => {
    return ok(await coursesFor(db, await accessOf(request), request.query));
  });

  route(app, 'getCoursePapers', async (request) => {
    return ok(await coursePapers(db, await accessOf(request), request.params.courseId));
  });

  route(app, 'getChoosableChapters', async (request) => {
    return ok(await choosableChapters(db, await accessOf(request), request.query));
  });

  route(app, 'getInstructions', async (request) => {
    const { schoolId } = staffOf(request);
    return ok(await instructionsFor(db, schoolId, request.query, request.locale === 'en'));
  });

  scopedRoute(app, 'getHomeworkKnowledges', async ({ scope, request }) => {
    const { homework } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    return homeworkKnowledges(db, homework);
  });
};
