import type { SubjectCode } from '@harbour/api-client/contract';
import { toStudentView } from '@harbour/question-engine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { principalOf, staffOf } from '../../plugins/auth';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import { answerQuestion, bankId, readableQuestion, searchQuestions } from './service';

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'searchQuestions', async (request) =>
    ok(await searchQuestions(db, staffOf(request), request.query, () => requestScope(request))),
  );

  route(app, 'getQuestionPreview', async (request) => {
    const principal = principalOf(request);
    const { row, question } = await readableQuestion(db, principal, bankId(request.params.questionId), () =>
      requestScope(request),
    );
    const studentView = principal.studentId !== null;
    return ok({
      questionId: row.id,
      questionType: row.questionType,
      subjectCode: row.subjectCode as SubjectCode,
      studentView,
      question: (studentView ? toStudentView(question) : question) as unknown as Record<string, unknown>,
    });
  });

  // An answer is an upsert of the student's answer: sending it again changes nothing more.
  // The hottest call: its result is built in answerQuestion from typed values, so it leaves as plain JSON
  // rather than through a zod encode on every answer (the schema still documents it at /docs).
  route(app, 'submitQuestionAnswer', async (request) =>
    ok(await answerQuestion(app.database, principalOf(request), request.params.questionId, request.body)),
  );
};
