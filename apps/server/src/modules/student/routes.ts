import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { studentOf } from '../../plugins/auth';
import { route } from '../../route';
import { startHomework, studentHomework, studentHomeworks, submitHomework } from './service';

/** The student app's homework calls, for a student's own session or a teacher simulating one. */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getStudentHomeworks', async (request) => ok(await studentHomeworks(db, studentOf(request))));

  route(app, 'getStudentHomework', async (request) =>
    ok(await studentHomework(db, app.storage, studentOf(request), request.params.eHomeworkId)),
  );

  route(app, 'startStudentHomework', async (request) =>
    ok(await startHomework(db, studentOf(request), request.params.eHomeworkId)),
  );

  route(app, 'submitStudentHomework', async (request) =>
    ok(await submitHomework(db, studentOf(request), request.params.eHomeworkId, request.body)),
  );
};
