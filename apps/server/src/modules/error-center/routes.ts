import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import { homeworkInfoOf, homeworkInScope, publisherOf } from '../homework';
import { errorCenter, errorQuestion, publishFollowUp } from './service';

/** Routes of the mistakes centre (contract/error-center.ts). */
export const errorCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getErrorCenter', async (request) => {
    const scope = await requestScope(request);
    return ok(await errorCenter(db, scope, request.params.classId, request.query, request.locale === 'en'));
  });

  route(app, 'getErrorQuestion', async (request) => {
    const scope = await requestScope(request);
    const { classId, questionId } = request.params;
    return ok(await errorQuestion(db, scope, classId, questionId, request.query, request.locale === 'en'));
  });

  route(app, 'publishFollowUp', async (request) => {
    const publisher = await publisherOf(request);
    const id = await db.transaction((tx) =>
      publishFollowUp(tx, publisher, request.params.classId, request.body),
    );
    const { homework, targets } = await homeworkInScope(db, publisher.scope, id, 'read');
    return ok({ homeworkInfo: await homeworkInfoOf(db, homework, targets, publisher.now) });
  });
};
