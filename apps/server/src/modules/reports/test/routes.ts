import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestScope } from '../../../plugins/tenancy';
import { route, scopedRoute } from '../../../route';
import { hkatStudentPerformance } from './hkat';
import { pdfFileName, renderStudentTestPdf, studentTestSheet } from './pdf-student-test';
import { testReport } from './report';

/** Routes of the test reports (contract/report-tests.ts). */
export const reportTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const [name, kind] of [
    ['getTestReport', 'TEST'],
    ['getHkatClassReport', 'HKAT'],
    ['getHkat8bClassReport', 'HKAT_8B'],
  ] as const) {
    scopedRoute(app, name, ({ scope, request, now, en }) =>
      testReport(db, scope, request.params.eHomeworkId, request.query.classId, kind, now, en),
    );
  }

  for (const [name, kind] of [
    ['getHkatStudentPerformance', 'HKAT'],
    ['getHkat8bStudentPerformance', 'HKAT_8B'],
  ] as const) {
    scopedRoute(app, name, ({ scope, request, now, en }) =>
      hkatStudentPerformance(db, scope, request.params.studentId, kind, request.query.subjectCode, now, en),
    );
  }

  // testStudentPdf: the file itself, not the envelope (a Buffer is sent as it is); refusals are the envelope.
  route(app, 'getTestStudentPdf', async (request, reply) => {
    const scope = await requestScope(request);
    const { studentId, eHomeworkId } = request.params;
    const sheet = await studentTestSheet(
      db,
      scope,
      studentId,
      eHomeworkId,
      new Date(),
      request.locale === 'en',
    );
    const pdf = await renderStudentTestPdf(sheet);
    const name = pdfFileName(sheet);
    const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(pdf as never);
  });
};
