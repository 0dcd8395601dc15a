import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { translate } from '../../i18n/messages';
import { staffOf } from '../../plugins/auth';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import { homeworkInfoOf, homeworkInScope } from '../homework';
import {
  deletePractice,
  practicePage,
  practiceRedoOf,
  practiceStudentsInScope,
  requestRedo,
} from './service';

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getPractices', async (request) => {
    const scope = await requestScope(request);
    return ok(await practicePage(db, scope, request.query, new Date()));
  });

  route(app, 'getPracticeDetail', async (request) => {
    const scope = await requestScope(request);
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    return ok({ homeworkInfo: await homeworkInfoOf(db, homework, targets, new Date()) });
  });

  route(app, 'deletePractice', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    const { homework } = await homeworkInScope(db, scope, eHomeworkId, 'write');
    await deletePractice(db, staffOf(request), homework, new Date());
    return ok({ eHomeworkId, message: translate('deletedPractice', request.locale) });
  });

  route(app, 'getPracticeStudents', async (request) => {
    const scope = await requestScope(request);
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const { classId, submitStatus } = request.query;
    const list = await practiceStudentsInScope(db, scope, homework, targets, new Date(), classId);
    return ok(submitStatus ? list.filter((row) => row.submitStatus === submitStatus) : list);
  });

  route(app, 'getPracticeNotSubmitted', async (request) => {
    const scope = await requestScope(request);
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const list = await practiceStudentsInScope(
      db,
      scope,
      homework,
      targets,
      new Date(),
      request.query.classId,
    );
    return ok(list.filter((row) => row.submittedAt === null));
  });

  route(app, 'getPracticeRedo', async (request) => {
    const scope = await requestScope(request);
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    return ok(await practiceRedoOf(db, scope, homework, targets));
  });

  route(app, 'requestPracticeRedo', async (request) => {
    const scope = await requestScope(request);
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const studentIds = await requestRedo(
      db,
      staffOf(request),
      scope,
      homework,
      targets,
      request.body.studentIds,
    );
    return ok({ eHomeworkId: homework.id, studentIds });
  });
};
