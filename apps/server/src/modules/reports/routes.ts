import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopedRoute } from '../../route';
import {
  classesSchedules,
  classTermSchedules,
  classTerms,
  evaluationsOf,
  schedulePapersOf,
} from './calendar/service';
import { homeworkData } from './homework/data';
import { processView, writingView } from './homework/process-views';
import { homeworkQuestions, wrongQuestions } from './homework/questions';
import { homeworkReport } from './homework/report';
import {
  studentHomeworkData,
  studentHomeworkPractice,
  studentHomeworkQuestions,
} from './homework/student-report';
import { submitList } from './homework/submit';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopedRoute(app, 'getClassTerms', ({ db, scope, request, now }) =>
    classTerms(db, scope, request.params.classId, request.query.schoolYear, now),
  );
  scopedRoute(app, 'getClassTermSchedules', ({ db, scope, request, now, en }) => {
    const { classId, termId } = request.params;
    return classTermSchedules(db, scope, classId, termId, request.query.subjectCode, now, en);
  });
  scopedRoute(app, 'getClassesSchedules', ({ db, scope, request, now, en }) =>
    classesSchedules(db, scope, request.query, now, en),
  );
  scopedRoute(app, 'getSchedulePapers', ({ db, scope, request, now }) =>
    schedulePapersOf(db, scope, request.params.scheduleId, now),
  );
  scopedRoute(app, 'getEvaluations', ({ db, scope, request }) =>
    evaluationsOf(db, scope, request.query.scheduleId),
  );
  scopedRoute(app, 'getHomeworkReport', async ({ db, scope, request, now, en }) =>
    homeworkReport(await homeworkData(db, scope, request.params.eHomeworkId, request.query.classId, now, en)),
  );
  scopedRoute(app, 'getHomeworkReportQuestions', async ({ db, scope, request, now, en }) => {
    const { classId, questionId } = request.query;
    const data = await homeworkData(db, scope, request.params.eHomeworkId, classId, now, en);
    return homeworkQuestions(data, questionId);
  });
  scopedRoute(app, 'getHomeworkWrongQuestions', async ({ db, scope, request, now, en }) =>
    wrongQuestions(await homeworkData(db, scope, request.params.eHomeworkId, request.query.classId, now, en)),
  );
  for (const [name, view] of [
    ['getHomeworkProcess1', '1'],
    ['getHomeworkProcess2', '2'],
    ['getHomeworkProcess7', '7'],
  ] as const) {
    scopedRoute(app, name, async ({ db, scope, request, now, en }) =>
      processView(
        await homeworkData(db, scope, request.params.eHomeworkId, request.query.classId, now, en),
        view,
      ),
    );
  }
  scopedRoute(app, 'getHomeworkProcess14', async ({ db, scope, request, now, en }) =>
    writingView(
      db,
      await homeworkData(db, scope, request.params.eHomeworkId, request.query.classId, now, en),
    ),
  );
  for (const [name, view] of [
    ['getStudentHomeworkPractice', studentHomeworkPractice],
    ['getStudentHomeworkQuestions', studentHomeworkQuestions],
  ] as const) {
    scopedRoute(app, name, async ({ db, scope, request, now, en }) => {
      const { studentId, eHomeworkId } = request.params;
      return view(await studentHomeworkData(db, scope, studentId, eHomeworkId, now, en));
    });
  }
  scopedRoute(app, 'getHomeworkSubmitList', ({ db, scope, request, now, en }) =>
    submitList(db, scope, request.params.eHomeworkId, request.query, now, en),
  );
};
