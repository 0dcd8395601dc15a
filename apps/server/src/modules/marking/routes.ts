import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/auth';
import { scopedRoute } from '../../route';
import { addBankComment, commentBank, deleteBankComment } from './comment-bank';
import {
  announceResults,
  correctAnswer,
  markingOverview,
  nextAnswers,
  scoreHistory,
  withdrawExam,
} from './service';

export const markingRoutes: FastifyPluginAsyncZod = async (app) => {
  scopedRoute(app, 'getMarkingOverview', ({ db, scope, request }) =>
    markingOverview(db, scope, request.params.eHomeworkId, request.query.classId),
  );
  scopedRoute(app, 'getNextAnswers', ({ db, scope, request }) =>
    nextAnswers(db, app.storage, scope, request.params.eHomeworkId, request.query),
  );
  scopedRoute(app, 'correctAnswer', ({ db, scope, request }) => {
    const { eHomeworkId, answerId } = request.params;
    return correctAnswer(db, app.storage, staffOf(request), scope, eHomeworkId, answerId, request.body);
  });
  scopedRoute(app, 'getScoreHistory', ({ db, scope, request }) => {
    const { eHomeworkId, answerId } = request.params;
    return scoreHistory(db, scope, eHomeworkId, answerId);
  });
  scopedRoute(app, 'announceResults', ({ db, scope, request, now }) =>
    announceResults(db, scope, request.params.eHomeworkId, request.body.continueWithUnscored ?? false, now),
  );
  scopedRoute(app, 'withdrawExam', ({ db, scope, request, now }) =>
    withdrawExam(db, staffOf(request), scope, request.params.eHomeworkId, now),
  );
  scopedRoute(app, 'getCommentBank', ({ db, scope, request }) => commentBank(db, staffOf(request), scope));
  scopedRoute(app, 'addBankComment', ({ db, scope, request }) =>
    addBankComment(db, staffOf(request), scope, request.body),
  );
  scopedRoute(app, 'deleteBankComment', ({ db, scope, request }) =>
    deleteBankComment(db, staffOf(request), scope, request.params.commentId),
  );
};
