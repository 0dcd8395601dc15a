import {
  answerBodySchema,
  answerResultSchema,
  envelope,
  questionParamsSchema,
  questionPreviewQuerySchema,
  questionPreviewSchema,
  questionSearchQuerySchema,
  questionSearchResultSchema,
  type SubjectCode,
} from '@harbour/api-client/contract';
import { toStudentView } from '@harbour/question-engine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { principalOf, staffOf } from '../../plugins/auth';
import { answerQuestion, bankId, readableQuestion, searchQuestions } from './service';

const COMMON = '/ael/school/common';
const TAG = { tags: ['questions'] };

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    `${COMMON}/questions/search`,
    {
      schema: {
        ...TAG,
        summary: 'Search the question bank of the school, within the subjects of the active role',
        querystring: questionSearchQuerySchema,
        response: { 200: envelope(questionSearchResultSchema) },
      },
    },
    async (request) => ok(await searchQuestions(db, staffOf(request), request.query)),
  );

  app.get(
    `${COMMON}/questions/:questionId/preview`,
    {
      config: { access: 'any' },
      schema: {
        ...TAG,
        summary: 'A question for preview; a student-scoped token gets toStudentView (no answer keys)',
        params: questionParamsSchema,
        querystring: questionPreviewQuerySchema,
        response: { 200: envelope(questionPreviewSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { row, question } = await readableQuestion(db, principal, bankId(request.params.questionId));
      const studentView = principal.studentId !== null;
      return ok({
        questionId: row.id,
        questionType: row.questionType,
        subjectCode: row.subjectCode as SubjectCode,
        studentView,
        question: (studentView ? toStudentView(question) : question) as unknown as Record<string, unknown>,
      });
    },
  );

  app.post(
    `${COMMON}/questions/:questionId/answer`,
    {
      // An answer is an upsert of the student's answer: sending it again changes nothing more.
      config: { access: 'any', idempotent: true },
      schema: {
        ...TAG,
        summary:
          'Check an encoded answer with the question engine; stored in the attempt when a student answers inside a homework',
        params: questionParamsSchema,
        body: answerBodySchema,
        response: { 200: envelope(answerResultSchema) },
      },
      // The hottest call: its result is built in answerQuestion from typed values, so it leaves as plain JSON
      // rather than through a zod encode on every answer (the schema still documents it at /docs).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) =>
      ok(await answerQuestion(app.database, principalOf(request), request.params.questionId, request.body)),
  );
};
