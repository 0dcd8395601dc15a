import { eq } from 'drizzle-orm';
import { answers, markings } from '../../../db/schema';
import { injectCall } from '../../../test/calls';
import { testDatabases } from '../../../test/databases';
import { useHarness } from '../../../test/harness';
import { buildClass } from './fixture';

/**
 * The unit reports count only marked work. A homework of two questions (10 each) on one objective:
 *   Ann: q1 right (10), q2 waiting for marking with 4 already scored (a composite's auto-checked part).
 *   Ben: q1 wrong (0), q2 marked 8.
 * By hand: Ann 10 / 10 = 100 % (not 50 %, nor 140 % counting q2's 4), Ben 8 / 20 = 40 %; class average 18 / 30 = 60 %; the objective
 * 18 / 30 = 60 % over the three marked answers; one answer waiting.
 */
describe.each(testDatabases())('unit reports with work waiting for marking on $name', (kind) => {
  const h = useHarness(kind);
  let unitId = 0;
  let termId = 0;
  let classId = 0;
  let hwId = 0;

  beforeAll(async () => {
    const db = h().db;
    const b = await buildClass(db, '3P', ['Ann', 'Ben', 'Cat'], new Date());
    classId = b.classId;
    termId = b.termIds[0] ?? 0;
    unitId = await b.unit('Pending unit', termId, 'ENGLISH', 1);
    await b.objective(unitId, 'pend-a', 'GRAMMAR', 1);
    const q1 = await b.question('ENGLISH', ['pend-a']);
    const q2 = await b.question('ENGLISH', ['pend-a']);
    const hw = await b.homework({
      scheduleId: unitId,
      name: 'P1',
      subject: 'ENGLISH',
      processType: '2a',
      endInHours: -24,
      questions: [
        [q1, 10],
        [q2, 10],
      ],
    });
    hwId = hw;
    const ann = await b.attempt(hw, 'Ann', true, [
      [q1, 10],
      [q2, 4],
    ]);
    const ben = await b.attempt(hw, 'Ben', true, [
      [q1, 0],
      [q2, 8],
    ]);
    // Cat's every answer waits for the teacher: handed in, with no rate yet.
    const cat = await b.attempt(hw, 'Cat', true, [
      [q1, 0],
      [q2, 0],
    ]);
    for (const answerId of [ann.answerIds[1], ben.answerIds[1], ...cat.answerIds])
      await db
        .update(answers)
        .set({ rightStatus: 'NOT_CORRECT' })
        .where(eq(answers.id, answerId ?? 0));
    await db
      .insert(markings)
      .values({ schoolId: b.schoolId, answerId: ben.answerIds[1] ?? 0, score: 8, markerId: b.headmasterId });
  });

  it('rates only marked answers in the cells, the average and the objectives, and says what waits', async () => {
    const token = await h().login('demo-headmaster');
    const { body } = await injectCall(h().app, 'getUnitReport', { token, params: { scheduleId: unitId } });
    const r = body.resultData;
    if (!r) throw new Error('no report');
    expect(r.students.map((s) => s.cells[0]?.scoreRate)).toEqual([100, 40, null]);
    expect(r.students.map((s) => s.cells[0]?.state)).toEqual(['SUBMITTED', 'SUBMITTED', 'SUBMITTED']);
    expect(r.homework[0]).toMatchObject({ averageScoreRate: 60, pendingCount: 3, submittedCount: 3 });
    expect(r.objectives.map((o) => o.scoreRate)).toEqual([60]);
    const centre = await injectCall(h().app, 'getSchedulesWholePerformance', {
      token,
      query: { classId, termId, subjectCode: 'ENGLISH' },
    });
    const unit = centre.body.resultData?.units.find((u) => u.scheduleId === unitId);
    expect(unit).toMatchObject({ pendingCount: 3, averageScoreRate: 60 });
    // The homework report rates the same way.
    const report = await injectCall(h().app, 'getHomeworkReport', { token, params: { eHomeworkId: hwId } });
    expect(report.body.resultData?.students.map((s) => s.scoreRate)).toEqual([100, 40, null]);
  });
});
