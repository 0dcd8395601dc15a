import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { staffOf } from '../../plugins/auth';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import {
  announceResults,
  correctAnswer,
  markingOverview,
  nextAnswers,
  scoreHistory,
  withdrawExam,
} from './service';

export const markingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getMarkingOverview', async (request) => {
    const scope = await requestScope(request);
    return ok(await markingOverview(db, scope, request.params.eHomeworkId, request.query.classId));
  });

  route(app, 'getNextAnswers', async (request) => {
    const scope = await requestScope(request);
    return ok(await nextAnswers(db, app.storage, scope, request.params.eHomeworkId, request.query));
  });

  route(app, 'correctAnswer', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId, answerId } = request.params;
    return ok(
      await correctAnswer(db, app.storage, staffOf(request), scope, eHomeworkId, answerId, request.body),
    );
  });

  route(app, 'getScoreHistory', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId, answerId } = request.params;
    return ok(await scoreHistory(db, scope, eHomeworkId, answerId));
  });

  route(app, 'announceResults', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    return ok(
      await announceResults(db, scope, eHomeworkId, request.body.continueWithUnscored ?? false, new Date()),
    );
  });

  route(app, 'withdrawExam', async (request) => {
    const scope = await requestScope(request);
    return ok(await withdrawExam(db, staffOf(request), scope, request.params.eHomeworkId, new Date()));
  });
};
