import { masteryLevel } from '@harbour/domain';
import fc from 'fast-check';
import { injectCall } from '../../../test/calls';
import { testDatabases } from '../../../test/databases';
import { useHarness } from '../../../test/harness';
import { buildClass } from './fixture';

const POINTS = ['prop-a', 'prop-b', 'prop-c'] as const;

/** A random class of answers: students, homework with questions on knowledge points, and what each student did. */
const classArbitrary = fc
  .record({
    students: fc.integer({ min: 1, max: 5 }),
    homework: fc.array(
      fc.record({
        overdue: fc.boolean(),
        questions: fc.array(
          fc.record({
            max: fc.integer({ min: 1, max: 10 }),
            points: fc.subarray([...POINTS], { minLength: 0, maxLength: 2 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .chain((shape) =>
    fc.record({
      shape: fc.constant(shape),
      // Per homework and student: 0 nothing, 1 opened without handing in, 2 handed in; and a share per question.
      work: fc.array(
        fc.array(
          fc.record({
            state: fc.integer({ min: 0, max: 2 }),
            shares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
            answered: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
          }),
          { minLength: shape.students, maxLength: shape.students },
        ),
        { minLength: shape.homework.length, maxLength: shape.homework.length },
      ),
    }),
  );

describe.each(testDatabases())('unit report against a direct recomputation on $name', (kind) => {
  const h = useHarness(kind);
  let run = 0;

  it('gives every cell, homework average, objective rate and mastery level of random classes', async () => {
    const token = await h().login('demo-headmaster');
    await fc.assert(
      fc.asyncProperty(classArbitrary, async ({ shape, work }) => {
        run += 1;
        const now = new Date();
        const names = Array.from({ length: shape.students }, (_, k) => `P${run}s${k}`);
        const b = await buildClass(h().db, `P${run}`, names, now);
        const unit = await b.unit('Prop', b.termIds[0] ?? 0, 'ENGLISH', 1);
        for (const [k, point] of POINTS.entries()) await b.objective(unit, point, 'GRAMMAR', k + 1);
        // What a direct recomputation needs: per homework its questions, per student their scores.
        const expected = {
          cells: names.map(() => [] as (number | null)[]),
          homework: [] as (number | null)[],
          points: new Map<string, { score: number; full: number }>(
            POINTS.map((p) => [p, { score: 0, full: 0 }]),
          ),
        };
        for (const [i, hw] of shape.homework.entries()) {
          const qs: [number, number][] = [];
          for (const q of hw.questions) qs.push([await b.question('ENGLISH', q.points), q.max]);
          const homeworkId = await b.homework({
            scheduleId: unit,
            name: `H${i}`,
            subject: 'ENGLISH',
            processType: '1',
            endInHours: -(10 - i),
            questions: qs,
          });
          const full = hw.questions.reduce((sum, q) => sum + q.max, 0);
          let total = 0;
          let totalFull = 0;
          for (const [s, name] of names.entries()) {
            const did = work[i]?.[s];
            if (!did || did.state === 0) {
              expected.cells[s]?.push(null);
              continue;
            }
            const scores: [number, number][] = [];
            let score = 0;
            hw.questions.forEach((q, k) => {
              if (!did.answered[k]) return;
              const value = Math.round((did.shares[k] ?? 0) * q.max);
              scores.push([qs[k]?.[0] ?? 0, value]);
              score += value;
            });
            await b.attempt(homeworkId, name, did.state === 2, scores);
            if (did.state !== 2) {
              expected.cells[s]?.push(null);
              continue;
            }
            expected.cells[s]?.push((score / full) * 100);
            total += score;
            totalFull += full;
            hw.questions.forEach((q, k) => {
              const value = did.answered[k] ? Math.round((did.shares[k] ?? 0) * q.max) : 0;
              for (const p of q.points) {
                const acc = expected.points.get(p);
                if (acc) {
                  acc.score += value;
                  acc.full += q.max;
                }
              }
            });
          }
          expected.homework.push(totalFull > 0 ? (total / totalFull) * 100 : null);
        }
        const { status, body } = await injectCall(h().app, 'getUnitReport', {
          token,
          params: { scheduleId: unit },
        });
        expect(status).toBe(200);
        const r = body.resultData;
        if (!r) throw new Error('no report');
        const near = (a: number | null | undefined, e: number | null) => {
          if (e === null) expect(a).toBeNull();
          else expect(a).toBeCloseTo(e, 6);
        };
        for (const [i, x] of r.homework.entries()) near(x.averageScoreRate, expected.homework[i] ?? null);
        for (const [k, s] of r.students.entries())
          for (const [i, c] of s.cells.entries()) near(c.scoreRate, expected.cells[k]?.[i] ?? null);
        const rates = new Map(r.objectives.map((o) => [o.knowledgePoint, o]));
        for (const p of POINTS) {
          const acc = expected.points.get(p) ?? { score: 0, full: 0 };
          const rate = acc.full > 0 ? (acc.score / acc.full) * 100 : null;
          near(rates.get(p)?.scoreRate, rate);
          expect(rates.get(p)?.masteryLevel ?? null).toBe(masteryLevel(rate));
        }
        // Weakest first: rates ascending, then those without a rate.
        const order = r.objectives.map((o) => o.scoreRate);
        const withRate = order.filter((x) => x !== null) as number[];
        expect(withRate).toEqual([...withRate].sort((a, b2) => a - b2));
        expect(order.slice(withRate.length).every((x) => x === null)).toBe(true);
        const counted = Object.values(r.levelCounts).reduce((sum, n) => sum + n, 0);
        expect(counted).toBe(POINTS.length);
      }),
      { numRuns: 12, seed: 19 },
    );
  });
});
