import type { ReportBenchCase } from './report-bench';

// The report benchmark's cases for the mistakes centre; reports.ts runs whatever is here. Each
// request picks another class (demo-teacher's, or any class as the headmaster), so the p95 spreads over the
// school's classes; the target for the mistakes centre of a class is 200 ms.

const ERRORS = (classId: number) => `/ael/school/v2/report/classes/${classId}/errors`;

export const cases: ReportBenchCase[] = [
  {
    name: 'mistakes centre of a class, by question (teacher)',
    targetP95Ms: 200,
    request: (context) => {
      const classId = context.pick(context.teacherClassIds);
      return classId === undefined ? null : { url: ERRORS(classId) };
    },
  },
  {
    name: 'mistakes centre of a class, by knowledge point (headmaster, any class)',
    targetP95Ms: 200,
    request: (context) => {
      const klass = context.pick(context.classes);
      return klass ? { url: `${ERRORS(klass.id)}?groupBy=knowledge`, as: 'headmaster' } : null;
    },
  },
  {
    name: 'mistakes centre of one homework (headmaster)',
    targetP95Ms: 200,
    request: (context) => {
      const homework = context.pick(context.homework);
      const classId = homework ? context.pick(homework.classIds) : undefined;
      return homework && classId !== undefined
        ? { url: `${ERRORS(classId)}?eHomeworkId=${homework.id}`, as: 'headmaster' }
        : null;
    },
  },
  {
    name: 'mistakes centre of one student (headmaster)',
    targetP95Ms: 200,
    request: (context) => {
      const student = context.pick(context.students);
      return student ? { url: `${ERRORS(student.classId)}?studentId=${student.id}`, as: 'headmaster' } : null;
    },
  },
];
