import type { ReportBenchCase, ReportBenchContext } from './report-bench';

// The report benchmark's cases for the unit and student reports; reports.ts runs whatever is here.
// Each request picks another seeded unit (with homework) or student, as demo-teacher (their classes) or as
// the headmaster (the whole school), so the p95 spreads over many classes.

const REPORT = '/ael/school/v2/report';

/** A seeded unit the cases pick. */
type Unit = ReportBenchContext['schedules'][number];

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
  // A student's report over a term, and over one unit, of one of their class's units.
  ...(
    [
      [
        'student report over a term (headmaster)',
        (unit: Unit) => `scope=term&termId=${unit.termId}&subjectCode=${unit.subjectCode}`,
      ],
      ['student report of a unit (headmaster)', (unit: Unit) => `scope=unit&scheduleId=${unit.id}`],
    ] as const
  ).map(
    ([name, period]): ReportBenchCase => ({
      name,
      targetP95Ms: 100,
      request: (context) => {
        const student = context.pick(context.students);
        const unit =
          student && context.pick(context.schedules.filter((one) => one.classId === student.classId));
        if (!student || !unit) return null;
        return { url: `${REPORT}/wholeperformance/students/${student.id}?${period(unit)}`, as: 'headmaster' };
      },
    }),
  ),
  // A class over a term: its students, and its units.
  ...(
    [
      ['students of a class over a term (headmaster)', 'students/performance'],
      ['class over the units of a term (headmaster)', 'schedules/wholeperformance'],
    ] as const
  ).map(
    ([name, path]): ReportBenchCase => ({
      name,
      targetP95Ms: 100,
      request: (context) => {
        const unit = context.pick(context.schedules);
        if (!unit) return null;
        return {
          url: `${REPORT}/${path}?classId=${unit.classId}&subjectCode=${unit.subjectCode}&termId=${unit.termId}`,
          as: 'headmaster',
        };
      },
    }),
  ),
];
