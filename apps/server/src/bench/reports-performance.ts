import type { ReportBenchCase } from './report-bench';

// The report benchmark's cases for the unit and student reports; reports.ts runs whatever is here.
// Each request picks another seeded unit (with homework) or student, as demo-teacher (their classes) or as
// the headmaster (the whole school), so the p95 spreads over many classes.

const REPORT = '/ael/school/v2/report';

export const cases: ReportBenchCase[] = [
  {
    name: 'unit report (teacher)',
    targetP95Ms: 100,
    request: (context) => {
      // The classes and subjects demo-teacher teaches: those of their homework set to one class only (a
      // homework of several classes may reach one of them in a subject the teacher does not teach there).
      const taught = new Set(
        context.teacherHomework
          .filter((hw) => hw.classIds.length === 1)
          .map((hw) => `${hw.classIds[0]}:${hw.subjectCode}`),
      );
      const unit = context.pick(
        context.schedules.filter((one) => taught.has(`${one.classId}:${one.subjectCode}`)),
      );
      return unit ? { url: `${REPORT}/schedules/${unit.id}/ehomeworks` } : null;
    },
  },
  {
    name: 'unit report (headmaster, any class)',
    targetP95Ms: 100,
    request: (context) => {
      const unit = context.pick(context.schedules);
      return unit ? { url: `${REPORT}/schedules/${unit.id}/ehomeworks`, as: 'headmaster' } : null;
    },
  },
  {
    name: 'student report over a term (headmaster)',
    targetP95Ms: 100,
    request: (context) => {
      const student = context.pick(context.students);
      const unit =
        student && context.pick(context.schedules.filter((one) => one.classId === student.classId));
      if (!student || !unit) return null;
      return {
        url: `${REPORT}/wholeperformance/students/${student.id}?scope=term&termId=${unit.termId}&subjectCode=${unit.subjectCode}`,
        as: 'headmaster',
      };
    },
  },
  {
    name: 'student report of a unit (headmaster)',
    targetP95Ms: 100,
    request: (context) => {
      const student = context.pick(context.students);
      const unit =
        student && context.pick(context.schedules.filter((one) => one.classId === student.classId));
      if (!student || !unit) return null;
      return {
        url: `${REPORT}/wholeperformance/students/${student.id}?scope=unit&scheduleId=${unit.id}`,
        as: 'headmaster',
      };
    },
  },
  {
    name: 'students of a class over a term (headmaster)',
    targetP95Ms: 100,
    request: (context) => {
      const unit = context.pick(context.schedules);
      if (!unit) return null;
      return {
        url: `${REPORT}/students/performance?classId=${unit.classId}&subjectCode=${unit.subjectCode}&termId=${unit.termId}`,
        as: 'headmaster',
      };
    },
  },
  {
    name: 'class over the units of a term (headmaster)',
    targetP95Ms: 100,
    request: (context) => {
      const unit = context.pick(context.schedules);
      if (!unit) return null;
      return {
        url: `${REPORT}/schedules/wholeperformance?classId=${unit.classId}&subjectCode=${unit.subjectCode}&termId=${unit.termId}`,
        as: 'headmaster',
      };
    },
  },
];
