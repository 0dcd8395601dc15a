import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../envelope';
import { requestScope } from '../../../plugins/tenancy';
import { route } from '../../../route';
import { hkatStudentPerformance } from './hkat';
import { pdfFileName, renderStudentTestPdf, studentTestSheet } from './pdf-student-test';
import { testReport } from './report';

/** Routes of the test reports (contract/report-tests.ts). */
export const reportTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getTestReport', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    const en = request.locale === 'en';
    return ok(await testReport(db, scope, eHomeworkId, request.query.classId, 'TEST', new Date(), en));
  });

  route(app, 'getHkatClassReport', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    const en = request.locale === 'en';
    return ok(await testReport(db, scope, eHomeworkId, request.query.classId, 'HKAT', new Date(), en));
  });

  route(app, 'getHkat8bClassReport', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    const en = request.locale === 'en';
    return ok(await testReport(db, scope, eHomeworkId, request.query.classId, 'HKAT_8B', new Date(), en));
  });

  route(app, 'getHkatStudentPerformance', async (request) => {
    const scope = await requestScope(request);
    const { studentId } = request.params;
    const { subjectCode } = request.query;
    return ok(
      await hkatStudentPerformance(
        db,
        scope,
        studentId,
        'HKAT',
        subjectCode,
        new Date(),
        request.locale === 'en',
      ),
    );
  });

  route(app, 'getHkat8bStudentPerformance', async (request) => {
    const scope = await requestScope(request);
    const { studentId } = request.params;
    const { subjectCode } = request.query;
    return ok(
      await hkatStudentPerformance(
        db,
        scope,
        studentId,
        'HKAT_8B',
        subjectCode,
        new Date(),
        request.locale === 'en',
      ),
    );
  });

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
