import type { SchoolYearReport, YearSubject } from '@harbour/api-client/contract';
import { scoreRate } from '@harbour/domain';
import type { ReportBenchCase, ReportBenchCheck, ReportBenchContext } from './report-bench';

// The report benchmark's cases for the whole school (issue 34), as demo-headmaster; reports.ts runs whatever
// is here. The school year asked is the context's `reportYear`: the one whose units hold the most homework
// (with `--year`, last school year, a full one). The drill-down follows the whole-school report page: school
// → grade (the page filters the report's classes by grade: no request of its own, so none is timed) → a
// class's cumulative report for the year → a student's report over the year. `checks` recompute a few of the
// report's figures with plain SQL from the answers and hand-ins.

const REPORT = '/ael/school/v2/report';

const yearUrl = (context: ReportBenchContext, extra = '') =>
  `${REPORT}/school/year?schoolYear=${context.reportYear}${extra}`;

/** A class and subject of the year (a unit with homework in one of its terms). */
function classSubject(context: ReportBenchContext) {
  return context.pick(context.schedules.filter((unit) => context.reportTermIds.includes(unit.termId)));
}

export const cases: ReportBenchCase[] = [
  {
    // Each request is the first of a fresh app on a fresh pool (new PostgreSQL backends: no catalogue cache,
    // no prepared statement), after VACUUM ANALYZE and before any other case; the data stays in PostgreSQL's
    // and the system's caches (this bench cannot empty them without restarting the server).
    name: 'whole-school report, cold (first request on fresh connections)',
    targetP95Ms: 1000,
    requests: 5,
    warmup: 0,
    fresh: true,
    request: (context) => ({ url: yearUrl(context), as: 'headmaster' }),
  },
  {
    name: 'whole-school report, warm',
    // Seconds a request at a full year's scale: fewer requests than the harness's 200 (--requests overrides).
    requests: 20,
    warmup: 3,
    targetP95Ms: 200,
    request: (context) => ({ url: yearUrl(context), as: 'headmaster' }),
  },
  {
    name: 'whole-school report of one subject, warm',
    requests: 20,
    warmup: 3,
    targetP95Ms: 200,
    request: (context, k) => ({
      url: yearUrl(context, `&subjectCode=${['CHINESE', 'ENGLISH', 'MATH'][k % 3]}`),
      as: 'headmaster',
    }),
  },
  {
    name: 'school dashboard (overview)',
    requests: 20,
    warmup: 3,
    targetP95Ms: 300,
    request: () => ({ url: `${REPORT}/school/overview`, as: 'headmaster' }),
  },
  {
    name: "drill-down: a class's cumulative report for the year",
    targetP95Ms: 200,
    request: (context) => {
      const unit = classSubject(context);
      return unit
        ? {
            url: `${REPORT}/students/wholeperformance?classId=${unit.classId}&subjectCode=${unit.subjectCode}&schoolYear=${context.reportYear}`,
            as: 'headmaster',
          }
        : null;
    },
  },
  {
    name: "drill-down: a student's report over the year",
    targetP95Ms: 200,
    request: (context) => {
      const student = context.pick(context.students);
      const unit =
        student &&
        context.pick(
          context.schedules.filter(
            (one) => one.classId === student.classId && context.reportTermIds.includes(one.termId),
          ),
        );
      if (!student || !unit) return null;
      return {
        url: `${REPORT}/wholeperformance/students/${student.id}?scope=year&schoolYear=${context.reportYear}&subjectCode=${unit.subjectCode}`,
        as: 'headmaster',
      };
    },
  },
];

interface Recomputed {
  due: string | number;
  handed_in: string | number;
  score: string | number;
  marked_full: string | number;
}

/**
 * Due, handed in, score and marked full score of some classes in a subject over a school year, straight from
 * the tables: the homework of their units in the year's terms (started, not withdrawn), each reaching the
 * class whole or its group's members; due when ended or handed in, a student who joined after it ended left
 * out unless they handed it in; the score of the hand-ins' answers and the full marks of their questions,
 * but for the questions with an answer still waiting for a teacher.
 */
async function recompute(
  context: ReportBenchContext,
  classIds: readonly number[],
  subjectCode: string,
): Promise<YearSubject> {
  const [row] = await context.query<Recomputed>(
    `
    WITH hw AS (
      SELECT DISTINCT s.class_id, h.id AS homework_id, h.end_time
      FROM schedules s
      JOIN terms t ON t.id = s.term_id
      JOIN schedule_papers sp ON sp.schedule_id = s.id
      JOIN homeworks h ON h.id = sp.homework_id
      WHERE t.school_year = $1 AND s.subject_code = $2 AND s.class_id = ANY($3::int[])
        AND h.withdrawn_at IS NULL AND h.start_time <= now()
    ), reach AS (
      SELECT DISTINCT hw.class_id, hw.homework_id, hw.end_time, st.id AS student_id, st.joined_class_at
      FROM hw
      JOIN homework_targets ht ON ht.homework_id = hw.homework_id AND ht.class_id = hw.class_id
      JOIN students st ON st.class_id = hw.class_id
      LEFT JOIN group_members gm ON gm.group_id = ht.group_id AND gm.student_id = st.id
      WHERE ht.group_id IS NULL OR gm.student_id IS NOT NULL
    ), counted AS (
      SELECT r.*, a.id AS attempt_id
      FROM reach r
      LEFT JOIN attempts a
        ON a.homework_id = r.homework_id AND a.student_id = r.student_id AND a.submitted_at IS NOT NULL
      WHERE a.id IS NOT NULL OR r.joined_class_at IS NULL OR r.joined_class_at < r.end_time
    ), pending AS (
      SELECT DISTINCT x.attempt_id, x.question_id
      FROM answers x JOIN counted c ON c.attempt_id = x.attempt_id
      WHERE x.right_status = 'NOT_CORRECT' AND NOT EXISTS (SELECT 1 FROM markings m
        WHERE m.answer_id = x.id AND NOT m.draft AND m.answer_version = x.version)
    )
    SELECT
      (SELECT count(*) FROM counted WHERE attempt_id IS NOT NULL OR end_time <= now()) AS due,
      (SELECT count(attempt_id) FROM counted) AS handed_in,
      (SELECT coalesce(sum(x.score), 0) FROM answers x JOIN counted c ON c.attempt_id = x.attempt_id
        WHERE NOT EXISTS (SELECT 1 FROM pending p
          WHERE p.attempt_id = x.attempt_id AND p.question_id = x.question_id)) AS score,
      (SELECT coalesce(sum(hq.max_score), 0) FROM counted c
        JOIN homework_questions hq ON hq.homework_id = c.homework_id
        WHERE c.attempt_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pending p
          WHERE p.attempt_id = c.attempt_id AND p.question_id = hq.question_id)) AS marked_full`,
    [context.reportYear, subjectCode, classIds],
  );
  const due = Number(row?.due ?? 0);
  const handedIn = Number(row?.handed_in ?? 0);
  return {
    subjectCode: subjectCode as YearSubject['subjectCode'],
    dueCount: due,
    submittedCount: handedIn,
    completionRate: null,
    averageScoreRate: scoreRate(Number(row?.score ?? 0), Number(row?.marked_full ?? 0)),
  };
}

/** What differs between the report's figures and the recomputed ones (empty when they are equal). */
function differences(what: string, reported: YearSubject | undefined, recomputed: YearSubject): string[] {
  if (!reported) return [`${what}: not in the report (recomputed ${JSON.stringify(recomputed)})`];
  const out: string[] = [];
  if (reported.dueCount !== recomputed.dueCount)
    out.push(`${what}: due ${reported.dueCount} reported, ${recomputed.dueCount} recomputed`);
  if (reported.submittedCount !== recomputed.submittedCount)
    out.push(
      `${what}: handed in ${reported.submittedCount} reported, ${recomputed.submittedCount} recomputed`,
    );
  const [a, b] = [reported.averageScoreRate, recomputed.averageScoreRate];
  if ((a === null) !== (b === null) || (a !== null && b !== null && Math.abs(a - b) > 1e-9))
    out.push(`${what}: score rate ${a} reported, ${b} recomputed`);
  return out;
}

export const checks: ReportBenchCheck[] = [
  {
    name: 'whole-school report against a recomputation from the answers (3 grades × subject, 3 classes)',
    run: async (context) => {
      const reply = await context.inject({ url: yearUrl(context), as: 'headmaster' });
      const report = (reply.json as { resultData?: SchoolYearReport }).resultData;
      if (reply.status !== 200 || !report) return [`the report answered ${reply.status}`];
      const lines: string[] = [];
      const problems: string[] = [];
      const asked = new Set<string>();
      for (let k = 0; k < 12 && asked.size < 3; k++) {
        const grade = context.pick(report.grades);
        const subject = grade && context.pick(grade.subjects);
        if (!grade || !subject) return ['the report has no grade'];
        // Three different grade × subject pairs.
        if (asked.has(`${grade.gradeCode}:${subject.subjectCode}`)) continue;
        asked.add(`${grade.gradeCode}:${subject.subjectCode}`);
        const classIds = [
          ...new Set(report.classes.filter((c) => c.gradeCode === grade.gradeCode).map((c) => c.classId)),
        ];
        const what = `grade ${grade.gradeCode} ${subject.subjectCode}`;
        const recomputed = await recompute(context, classIds, subject.subjectCode);
        lines.push(
          `${what}: due ${subject.dueCount}, handed in ${subject.submittedCount}, score rate ${subject.averageScoreRate?.toFixed(4)}`,
        );
        problems.push(...differences(what, subject, recomputed));
      }
      for (let k = 0; k < 3; k++) {
        const row = context.pick(report.classes);
        if (!row) return ['the report has no class'];
        const what = `class ${row.className} ${row.subjectCode}`;
        const recomputed = await recompute(context, [row.classId], row.subjectCode);
        lines.push(
          `${what}: due ${row.dueCount}, handed in ${row.submittedCount}, score rate ${row.averageScoreRate?.toFixed(4)}`,
        );
        problems.push(...differences(what, row, recomputed));
      }
      for (const line of lines) console.log(`  ${line}`);
      return problems;
    },
  },
];
