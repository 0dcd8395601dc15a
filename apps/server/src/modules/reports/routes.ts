import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import {
  classesSchedules,
  classTermSchedules,
  classTerms,
  evaluationsOf,
  schedulePapersOf,
} from './calendar/service';
import { processView, writingView } from './homework/process-views';
import { homeworkQuestions, wrongQuestions } from './homework/questions';
import { homeworkReport } from './homework/report';
import { studentHomeworkPractice, studentHomeworkQuestions } from './homework/student-report';
import { submitList } from './homework/submit';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  route(app, 'getClassTerms', async (request) => {
    const scope = await requestScope(request);
    return ok(await classTerms(db, scope, request.params.classId, request.query.schoolYear, new Date()));
  });

  route(app, 'getClassTermSchedules', async (request) => {
    const scope = await requestScope(request);
    const { classId, termId } = request.params;
    return ok(
      await classTermSchedules(
        db,
        scope,
        classId,
        termId,
        request.query.subjectCode,
        request.locale === 'en',
      ),
    );
  });

  route(app, 'getClassesSchedules', async (request) => {
    const scope = await requestScope(request);
    return ok(await classesSchedules(db, scope, request.query, new Date(), request.locale === 'en'));
  });

  route(app, 'getSchedulePapers', async (request) => {
    const scope = await requestScope(request);
    return ok(await schedulePapersOf(db, scope, request.params.scheduleId));
  });

  route(app, 'getEvaluations', async (request) => {
    const scope = await requestScope(request);
    return ok(await evaluationsOf(db, scope, request.query.scheduleId));
  });

  route(app, 'getHomeworkReport', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    return ok(
      await homeworkReport(
        db,
        scope,
        eHomeworkId,
        request.query.classId,
        new Date(),
        request.locale === 'en',
      ),
    );
  });

  route(app, 'getHomeworkReportQuestions', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    return ok(
      await homeworkQuestions(db, scope, eHomeworkId, request.query, new Date(), request.locale === 'en'),
    );
  });

  route(app, 'getHomeworkWrongQuestions', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    return ok(
      await wrongQuestions(
        db,
        scope,
        eHomeworkId,
        request.query.classId,
        new Date(),
        request.locale === 'en',
      ),
    );
  });

  for (const [name, view] of [
    ['getHomeworkProcess1', '1'],
    ['getHomeworkProcess2', '2'],
    ['getHomeworkProcess7', '7'],
  ] as const) {
    route(app, name, async (request) => {
      const scope = await requestScope(request);
      const { eHomeworkId } = request.params;
      return ok(
        await processView(
          db,
          scope,
          eHomeworkId,
          view,
          request.query.classId,
          new Date(),
          request.locale === 'en',
        ),
      );
    });
  }

  route(app, 'getHomeworkProcess14', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    return ok(
      await writingView(db, scope, eHomeworkId, request.query.classId, new Date(), request.locale === 'en'),
    );
  });

  route(app, 'getStudentHomeworkPractice', async (request) => {
    const scope = await requestScope(request);
    const { studentId, eHomeworkId } = request.params;
    return ok(
      await studentHomeworkPractice(db, scope, studentId, eHomeworkId, new Date(), request.locale === 'en'),
    );
  });

  route(app, 'getStudentHomeworkQuestions', async (request) => {
    const scope = await requestScope(request);
    const { studentId, eHomeworkId } = request.params;
    return ok(
      await studentHomeworkQuestions(db, scope, studentId, eHomeworkId, new Date(), request.locale === 'en'),
    );
  });

  route(app, 'getHomeworkSubmitList', async (request) => {
    const scope = await requestScope(request);
    const { eHomeworkId } = request.params;
    return ok(await submitList(db, scope, eHomeworkId, request.query, new Date(), request.locale === 'en'));
  });
};
