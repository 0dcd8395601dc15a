import type { ReportBenchCase } from './report-bench';

// The report benchmark's cases for the homework report; reports.ts runs whatever is here. Each
// request picks another seeded homework with submissions, as demo-teacher (their classes) or as the
// headmaster (any class of the school), so the p95 spreads over many classes and question sets.

const REPORT = '/ael/school/v2/report';

export const cases: ReportBenchCase[] = [
  {
    name: 'homework report (teacher)',
    targetP95Ms: 100,
    request: (context) => {
      const homework = context.pick(context.teacherHomework);
      return homework ? { url: `${REPORT}/ehomeworks/${homework.id}` } : null;
    },
  },
  {
    name: 'homework report of one class (headmaster, any homework)',
    targetP95Ms: 100,
    request: (context) => {
      const homework = context.pick(context.homework);
      if (!homework) return null;
      const classId = context.pick(homework.classIds);
      return {
        url: `${REPORT}/ehomeworks/${homework.id}${classId === undefined ? '' : `?classId=${classId}`}`,
        as: 'headmaster',
      };
    },
  },
  {
    name: 'homework questions with every answer (headmaster)',
    targetP95Ms: 100,
    request: (context) => {
      const homework = context.pick(context.homework);
      return homework ? { url: `${REPORT}/ehomeworks/${homework.id}/questions`, as: 'headmaster' } : null;
    },
  },
  {
    name: 'homework wrong questions (headmaster)',
    targetP95Ms: 100,
    request: (context) => {
      const homework = context.pick(context.homework);
      return homework
        ? { url: `${REPORT}/ehomeworks/${homework.id}/wrongquestions`, as: 'headmaster' }
        : null;
    },
  },
];
