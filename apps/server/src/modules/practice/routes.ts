import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages';
import { staffOf } from '../../plugins/auth';
import { scopedRoute } from '../../route';
import { homeworkInfoOf, homeworkInScope } from '../homework';
import {
  deletePractice,
  practicePage,
  practiceRedoOf,
  practiceStudentsInScope,
  requestRedo,
} from './service';

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  scopedRoute(app, 'getPractices', ({ db, scope, request, now }) =>
    practicePage(db, scope, request.query, now),
  );

  scopedRoute(app, 'getPracticeDetail', async ({ db, scope, request, now }) => {
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    return { homeworkInfo: await homeworkInfoOf(db, homework, targets, now) };
  });

  scopedRoute(app, 'deletePractice', async ({ db, scope, request, now }) => {
    const { eHomeworkId } = request.params;
    const { homework } = await homeworkInScope(db, scope, eHomeworkId, 'write');
    await deletePractice(db, staffOf(request), homework, now);
    return { eHomeworkId, message: translate('deletedPractice', request.locale) };
  });

  scopedRoute(app, 'getPracticeStudents', async ({ db, scope, request, now }) => {
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const { classId, submitStatus } = request.query;
    const list = await practiceStudentsInScope(db, scope, homework, targets, now, classId);
    return submitStatus ? list.filter((row) => row.submitStatus === submitStatus) : list;
  });

  scopedRoute(app, 'getPracticeNotSubmitted', async ({ db, scope, request, now }) => {
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const list = await practiceStudentsInScope(db, scope, homework, targets, now, request.query.classId);
    return list.filter((row) => row.submitStatus === 'NOT_SUBMIT' || row.submitStatus === 'OVERDUE');
  });

  scopedRoute(app, 'getPracticeRedo', async ({ db, scope, request }) => {
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    return practiceRedoOf(db, scope, homework, targets);
  });

  scopedRoute(app, 'requestPracticeRedo', async ({ db, scope, request }) => {
    const { homework, targets } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const studentIds = await requestRedo(
      db,
      staffOf(request),
      scope,
      homework,
      targets,
      request.body.studentIds,
    );
    return { eHomeworkId: homework.id, studentIds };
  });
};
