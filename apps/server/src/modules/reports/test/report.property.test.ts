import { averageScoreRate, scoreRate } from '@harbour/domain';
import fc from 'fast-check';
import { type SummaryAnswer, type SummaryQuestion, type SummaryStudent, summariseTest } from './report';

// The test report's totals against a direct recomputation over random classes of answers: each student's
// score is the sum of their answers, the average the sum over the submitted, ranks count the better scores,
// the distribution and the courses account for every submitted student and every question.

const classOfAnswers = fc
  .record({
    questions: fc.array(
      fc.record({
        maxScore: fc.integer({ min: 0, max: 10 }),
        chapter: fc.constantFrom(null, 1, 2, 3),
        type: fc.constantFrom('SINGLE_CHOICE', 'COMPLETION', 'ESSAY'),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    students: fc.array(fc.boolean(), { minLength: 0, maxLength: 12 }),
    seed: fc.array(fc.nat(), { minLength: 100, maxLength: 100 }),
  })
  .map(({ questions, students, seed }) => {
    const questionRows: SummaryQuestion[] = questions.map((q, k) => ({
      questionId: 100 + k,
      sortOrder: k + 1,
      maxScore: q.maxScore,
      questionType: q.type,
      content: { questionType: q.type },
      chapterId: q.chapter,
      chapterName: q.chapter === null ? null : `Chapter ${q.chapter}`,
    }));
    const people: SummaryStudent[] = students.map((submitted, k) => ({
      studentId: k + 1,
      name: `S${k + 1}`,
      className: '3Z',
      classNumber: k + 1,
      submitted,
      toMarkCount: 0,
    }));
    const answerRows: SummaryAnswer[] = [];
    let r = 0;
    for (const person of people)
      for (const q of questionRows) {
        const pick = seed[r++ % seed.length] ?? 0;
        if (pick % 5 === 0) continue; // not answered
        answerRows.push({
          studentId: person.studentId,
          questionId: q.questionId,
          childKey: '',
          encodedAnswer: `a${pick % 3}`,
          score: pick % (q.maxScore + 1),
        });
      }
    return { questionRows, people, answerRows };
  });

describe('test report totals (property)', () => {
  it('agree with a direct recomputation from the answers', () => {
    fc.assert(
      fc.property(classOfAnswers, ({ questionRows, people, answerRows }) => {
        const report = summariseTest(questionRows, people, answerRows);
        const fullScore = questionRows.reduce((sum, q) => sum + q.maxScore, 0);
        const submitted = people.filter((p) => p.submitted);
        const scoreOf = (id: number) =>
          answerRows.filter((a) => a.studentId === id).reduce((sum, a) => sum + a.score, 0);
        expect(report.fullScore).toBe(fullScore);
        expect(report.submittedCount).toBe(submitted.length);
        for (const s of report.students) {
          const own = people.find((p) => p.studentId === s.studentId);
          expect(s.score).toBe(own?.submitted ? scoreOf(s.studentId) : 0);
          if (own?.submitted) {
            const better = submitted.filter((p) => scoreOf(p.studentId) > s.score).length;
            expect(s.rank).toBe(better + 1);
            expect(s.courses.reduce((sum, c) => sum + c.score, 0)).toBe(s.score);
          } else expect(s.rank).toBeNull();
        }
        const expected = averageScoreRate(submitted.map((p) => ({ score: scoreOf(p.studentId), fullScore })));
        if (expected === null) expect(report.averageScoreRate).toBeNull();
        else expect(report.averageScoreRate).toBeCloseTo(expected, 9);
        expect(report.scoreDistribution.reduce((sum, b) => sum + b.count, 0)).toBe(
          fullScore === 0 ? 0 : submitted.length,
        );
        expect(report.courses.flatMap((c) => c.questionIds).sort()).toEqual(
          questionRows.map((q) => q.questionId).sort(),
        );
        expect(report.courses.reduce((sum, c) => sum + c.fullScore, 0)).toBe(fullScore);
        expect(report.answerTypes.reduce((sum, t) => sum + t.questionCount, 0)).toBe(questionRows.length);
        for (const q of report.questions) {
          const row = questionRows.find((x) => x.questionId === q.questionId);
          const total = submitted.reduce(
            (sum, p) =>
              sum +
              answerRows
                .filter((a) => a.studentId === p.studentId && a.questionId === q.questionId)
                .reduce((s, a) => s + a.score, 0),
            0,
          );
          const expectedRate = scoreRate(total, (row?.maxScore ?? 0) * submitted.length);
          if (expectedRate === null) expect(q.scoreRate).toBeNull();
          else expect(q.scoreRate).toBeCloseTo(expectedRate, 9);
          expect(q.correctCount + q.wrongAnswers.reduce((sum, w) => sum + w.count, 0)).toBeLessThanOrEqual(
            submitted.length,
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
