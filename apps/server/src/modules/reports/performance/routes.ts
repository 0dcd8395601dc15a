import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopedRoute } from '../../../route';
import { schoolOverview, schoolYearMastery, schoolYearReport } from '../school/overview';
import {
  classFollowUp,
  classWork,
  schedulesWholePerformance,
  studentFollowUp,
  studentReport,
  studentsPerformance,
  studentsWholePerformance,
  studentWork,
  unitReport,
} from './service';

/** Routes of the unit and student reports (contract/report-performance.ts). */
export const reportPerformanceRoutes: FastifyPluginAsyncZod = async (app) => {
  scopedRoute(app, 'getUnitReport', ({ db, scope, request, now, en }) =>
    unitReport(db, scope, request.params.scheduleId, now, en),
  );
  scopedRoute(app, 'getStudentsPerformance', async ({ db, scope, request, now, en }) =>
    studentsPerformance(await classWork(db, scope, request.query, now), request.query, en),
  );
  scopedRoute(app, 'getSchedulesWholePerformance', async ({ db, scope, request, now, en }) => {
    const { classId, subjectCode, termId } = request.query;
    const work = await classWork(db, scope, { classId, subjectCode, termId }, now);
    return schedulesWholePerformance(db, work, request.query, now, en);
  });
  scopedRoute(app, 'getStudentsWholePerformance', async ({ db, scope, request, now, en }) =>
    studentsWholePerformance(await classWork(db, scope, request.query, now), request.query, en),
  );
  scopedRoute(app, 'getStudentWholePerformance', async ({ db, scope, request, now, en }) => {
    const work = await studentWork(db, scope, request.params.studentId, request.query, now);
    return studentReport(work, request.query, en);
  });
  scopedRoute(app, 'getStudentFollowUp', async ({ db, scope, request, now, en }) => {
    const work = await studentWork(db, scope, request.params.studentId, request.query, now);
    return studentFollowUp(work, en);
  });
  scopedRoute(app, 'getClassFollowUp', async ({ db, scope, request, now, en }) =>
    classFollowUp(await classWork(db, scope, request.query, now), request.query, en),
  );
  scopedRoute(app, 'getSchoolOverview', ({ db, scope, now }) => schoolOverview(db, scope, now));
  scopedRoute(app, 'getSchoolYearReport', ({ db, scope, request, now }) =>
    schoolYearReport(db, scope, request.query, now),
  );
  scopedRoute(app, 'getSchoolYearMastery', ({ db, scope, request, now }) =>
    schoolYearMastery(db, scope, request.query, now),
  );
};
