import type { SchoolOverview, SubjectCode, TextbookType } from '@harbour/api-client/contract';
import {
  attentionBand,
  hongKongDayStart,
  hongKongWeekStart,
  masteryLevel,
  scoreRate,
  TEXTBOOK_TYPES,
  weightedAspectScore,
} from '@harbour/domain';
import { eq, inArray, isNull } from 'drizzle-orm';
import {
  answers,
  attempts,
  classes,
  groupMembers,
  groups,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  learningObjectives,
  markings,
  questions,
  schedulePapers,
  schedules,
  students,
} from '../../../db/schema';
import { injectCall } from '../../../test/calls';
import { testDatabases } from '../../../test/databases';
import { seededIds } from '../../../test/fixtures';
import { type Harness, useHarness } from '../../../test/harness';

const DAY = 24 * 3600_000;

/**
 * The overview recomputed from the rows one by one, as the contract words it: what the SQL aggregate must
 * equal. `now` is read after the call, so a window's edge never falls between the two.
 */
async function recomputed(
  h: Harness,
  schoolId: number,
  subjects: readonly SubjectCode[],
  now: Date,
): Promise<Pick<SchoolOverview, 'grades' | 'usage'>> {
  const db = h.db;
  const [hw, targets, pupils, members, tries, given, rooms] = await Promise.all([
    db.select().from(homeworks).where(eq(homeworks.schoolId, schoolId)),
    db.select().from(homeworkTargets),
    db.select().from(students).where(eq(students.schoolId, schoolId)),
    db.select().from(groupMembers),
    db.select().from(attempts).where(eq(attempts.schoolId, schoolId)),
    db.select({ attemptId: answers.attemptId }).from(answers).where(eq(answers.schoolId, schoolId)),
    db.select().from(classes).where(eq(classes.schoolId, schoolId)),
  ]);
  const counted = hw.filter((row) => subjects.includes(row.subjectCode as SubjectCode) && !row.withdrawnAt);
  const publishedAt = (row: (typeof hw)[number]) => (row.publishTime ?? row.startTime).getTime();
  const weekStart = hongKongDayStart(hongKongWeekStart(now)).getTime();
  const handedIn = new Set(tries.filter((a) => a.submittedAt).map((a) => `${a.homeworkId}:${a.studentId}`));
  const week = counted.filter((row) => publishedAt(row) >= weekStart && publishedAt(row) <= now.getTime());
  const reachOf = (homeworkId: number) => {
    const reached = new Set<number>();
    for (const target of targets.filter((t) => t.homeworkId === homeworkId))
      for (const pupil of pupils.filter((p) => p.classId === target.classId))
        if (
          target.groupId === null ||
          members.some((m) => m.groupId === target.groupId && m.studentId === pupil.id)
        )
          reached.add(pupil.id);
    return [...reached];
  };
  const grades = [...new Set(rooms.map((room) => room.gradeCode))].sort((a, b) => a - b);
  const countedIds = new Set(counted.map((row) => row.id));
  const answersPerAttempt = new Map<number, number>();
  for (const row of given)
    answersPerAttempt.set(row.attemptId, (answersPerAttempt.get(row.attemptId) ?? 0) + 1);
  return {
    grades: grades.map((gradeCode) => ({
      gradeCode,
      subjects: subjects.map((subjectCode) => {
        const mine = week.filter((row) => row.gradeCode === gradeCode && row.subjectCode === subjectCode);
        const pairs = mine.flatMap((row) => reachOf(row.id).map((studentId) => `${row.id}:${studentId}`));
        const reached = pairs.length;
        const done = pairs.filter((pair) => handedIn.has(pair)).length;
        const ended = new Set(
          mine.filter((row) => row.endTime.getTime() <= now.getTime()).map((row) => row.id),
        );
        const due = pairs.filter(
          (pair) => handedIn.has(pair) || ended.has(Number(pair.split(':')[0])),
        ).length;
        return {
          subjectCode,
          published: mine.length,
          reached,
          handedIn: done,
          due,
          submissionRate: due > 0 ? (done / due) * 100 : null,
        };
      }),
    })),
    usage: [7, 30].map((days) => {
      const since = now.getTime() - days * DAY;
      const inWindow = (time: number) => time > since && time <= now.getTime();
      const handIns = tries.filter(
        (a) => a.submittedAt && inWindow(a.submittedAt.getTime()) && countedIds.has(a.homeworkId),
      );
      return {
        days,
        teachersPublishing: new Set(
          counted.filter((row) => inWindow(publishedAt(row))).map((row) => row.creatorId),
        ).size,
        activeStudents: new Set(handIns.map((a) => a.studentId)).size,
        answersGiven: handIns.reduce((sum, a) => sum + (answersPerAttempt.get(a.id) ?? 0), 0),
      };
    }),
  };
}

/**
 * The score rate per learning aspect of a grade's classes in a subject over some terms, recomputed from the rows
 * one by one: each question of each hand-in, not waiting for a teacher (an unchecked answer with no final
 * marking of its version), counts in each aspect its unit's objectives give its knowledge points, once.
 */
async function aspectRates(h: Harness, termIds: readonly number[], gradeCode: number, subject: SubjectCode) {
  const db = h.db;
  const now = new Date();
  const rooms = await db.select().from(classes).where(eq(classes.gradeCode, gradeCode));
  const classIds = new Set(rooms.map((room) => room.id));
  const units = (
    await db
      .select()
      .from(schedules)
      .where(inArray(schedules.termId, [...termIds]))
  ).filter((unit) => classIds.has(unit.classId) && unit.subjectCode === subject);
  const unitIds = units.map((unit) => unit.id);
  const [papers, objectives, hw, pupils, tries, given, finals, items, bank] = await Promise.all([
    db.select().from(schedulePapers).where(inArray(schedulePapers.scheduleId, unitIds)),
    db.select().from(learningObjectives).where(inArray(learningObjectives.scheduleId, unitIds)),
    db.select().from(homeworks),
    db
      .select()
      .from(students)
      .where(inArray(students.classId, [...classIds])),
    db.select().from(attempts),
    db.select().from(answers),
    db.select().from(markings).where(eq(markings.draft, false)),
    db.select().from(homeworkQuestions),
    db.select({ id: questions.id, knowledgePoints: questions.knowledgePoints }).from(questions),
  ]);
  const reported = new Set(hw.filter((row) => !row.withdrawnAt && row.startTime <= now).map((row) => row.id));
  const classOf = new Map(pupils.map((pupil) => [pupil.id, pupil.classId]));
  const pointsOf = new Map(bank.map((q) => [q.id, q.knowledgePoints]));
  const finalOf = new Set(finals.map((m) => `${m.answerId}:${m.answerVersion}`));
  const sums = new Map<string, { score: number; full: number; questions: number }>();
  // Each homework once per class, with the class's units that hold it.
  const unitsOf = new Map<string, number[]>();
  for (const paper of papers) {
    const unit = units.find((u) => u.id === paper.scheduleId);
    if (!unit || paper.homeworkId === null || !reported.has(paper.homeworkId)) continue;
    const key = `${unit.classId}:${paper.homeworkId}`;
    unitsOf.set(key, [...(unitsOf.get(key) ?? []), unit.id]);
  }
  for (const [key, unitIdsOfIt] of unitsOf) {
    const [classId, homeworkId] = key.split(':').map(Number);
    for (const attempt of tries) {
      if (attempt.homeworkId !== homeworkId || !attempt.submittedAt) continue;
      if (classOf.get(attempt.studentId) !== classId) continue;
      for (const item of items.filter((i) => i.homeworkId === homeworkId)) {
        const mine = given.filter((a) => a.attemptId === attempt.id && a.questionId === item.questionId);
        const pending = mine.some(
          (a) => a.rightStatus === 'NOT_CORRECT' && !finalOf.has(`${a.id}:${a.version}`),
        );
        if (pending) continue;
        const score = mine.reduce((n, a) => n + (a.score ?? 0), 0);
        const points = pointsOf.get(item.questionId) ?? [];
        const aspects = new Set(
          objectives
            .filter((o) => unitIdsOfIt.includes(o.scheduleId) && points.includes(o.knowledgePoint))
            .map((o) => o.aspect),
        );
        for (const aspect of aspects) {
          const sum = sums.get(aspect) ?? { score: 0, full: 0, questions: 0 };
          sum.score += score;
          sum.full += item.maxScore;
          sum.questions += 1;
          sums.set(aspect, sum);
        }
      }
    }
  }
  return new Map(
    [...sums].map(([aspect, sum]) => [
      aspect,
      { rate: scoreRate(sum.score, sum.full), questions: sum.questions },
    ]),
  );
}

describe.each(testDatabases())('the school at a glance (GET /school/overview) on $name', (kind) => {
  const h = useHarness(kind);

  const overviewOf = async (account: string) =>
    injectCall(h().app, 'getSchoolOverview', { token: await h().login(account) });

  it('gives the headmaster every subject of the school, equal to a recomputation from the rows', async () => {
    const { body } = await overviewOf('demo-headmaster');
    const now = new Date();
    const ids = await seededIds(h().db);
    const overview = body.resultData;
    if (!overview) throw new Error(body.errorMessage ?? 'no overview');
    expect(overview.subjects).toEqual(['CHINESE', 'ENGLISH', 'MATH']);
    expect(overview.weekStart).toBe(hongKongWeekStart(now));
    expect({ grades: overview.grades, usage: overview.usage }).toEqual(
      await recomputed(h(), ids.demoSchoolId, overview.subjects, now),
    );
    // The seed's homework of the past days is there: the comparison is not between two empty answers.
    expect(overview.usage.find((u) => u.days === 30)?.answersGiven).toBeGreaterThan(0);
  });

  it('gives each class and subject this school year the figures of its cumulative report, and each subject this year and last', async () => {
    const overview = (await overviewOf('demo-headmaster')).body.resultData;
    if (!overview?.schoolYear) throw new Error('no school year');
    const token = await h().login('demo-headmaster');
    const classIds = [...new Set(overview.classes.map((row) => row.classId))];
    expect(classIds.length).toBeGreaterThan(1);
    for (const row of overview.classes) {
      const report = (
        await injectCall(h().app, 'getStudentsWholePerformance', {
          token,
          query: { classId: row.classId, subjectCode: row.subjectCode, schoolYear: overview.schoolYear },
        })
      ).body.resultData;
      if (!report) throw new Error(`no cumulative report of ${row.className} ${row.subjectCode}`);
      const dueCount = report.students.reduce((n, student) => n + student.dueCount, 0);
      const submittedCount = report.students.reduce((n, student) => n + student.submittedCount, 0);
      expect([row.className, row.subjectCode, row.dueCount, row.submittedCount]).toEqual([
        row.className,
        row.subjectCode,
        dueCount,
        submittedCount,
      ]);
      if (report.averageScoreRate === null) expect(row.averageScoreRate).toBeNull();
      else expect(row.averageScoreRate).toBeCloseTo(report.averageScoreRate, 9);
      expect(row.attentionBand).toBe(attentionBand(row.averageScoreRate));
    }
    // Some class is in a band, and the seed's year before has hand-ins: nothing here compares empty answers.
    expect(overview.classes.some((row) => row.attentionBand !== null)).toBe(true);
    const [last, current] = overview.years;
    expect([last?.schoolYear, current?.schoolYear]).toEqual([overview.schoolYear - 1, overview.schoolYear]);
    expect(last?.subjects.every((subject) => subject.submittedCount > 0)).toBe(true);
    for (const subject of current?.subjects ?? []) {
      const mine = overview.classes.filter((row) => row.subjectCode === subject.subjectCode);
      expect(subject.dueCount).toBe(mine.reduce((n, row) => n + row.dueCount, 0));
      expect(subject.submittedCount).toBe(mine.reduce((n, row) => n + row.submittedCount, 0));
    }
  });

  it('reports a school year whole: the classes of the overview, their sums per grade and subject, last year too', async () => {
    const token = await h().login('demo-headmaster');
    const overview = (await overviewOf('demo-headmaster')).body.resultData;
    const report = (await injectCall(h().app, 'getSchoolYearReport', { token, query: {} })).body.resultData;
    if (!overview?.schoolYear || !report) throw new Error('no school year');
    expect(report.schoolYear).toBe(overview.schoolYear);
    expect(report.schoolYears).toEqual([overview.schoolYear, overview.schoolYear - 1]);
    expect(report.classes).toEqual(overview.classes);
    expect(report.termIds).toHaveLength(2);
    expect(report.totals).toEqual(overview.years[1]?.subjects);
    for (const grade of report.grades)
      for (const subject of grade.subjects) {
        const mine = report.classes.filter(
          (row) => row.gradeCode === grade.gradeCode && row.subjectCode === subject.subjectCode,
        );
        expect(subject.dueCount).toBe(mine.reduce((n, row) => n + row.dueCount, 0));
        expect(subject.submittedCount).toBe(mine.reduce((n, row) => n + row.submittedCount, 0));
      }
    const last = (
      await injectCall(h().app, 'getSchoolYearReport', {
        token,
        query: { schoolYear: overview.schoolYear - 1 },
      })
    ).body.resultData;
    expect(last?.totals).toEqual(overview.years[0]?.subjects);
    const panel = (
      await injectCall(h().app, 'getSchoolYearReport', { token: await h().login('demo-panel'), query: {} })
    ).body.resultData;
    expect(panel?.classes.every((row) => row.subjectCode === 'ENGLISH')).toBe(true);
    expect(panel?.classes).toEqual(report.classes.filter((row) => row.subjectCode === 'ENGLISH'));
    const refused = await injectCall(h().app, 'getSchoolYearReport', {
      token: await h().login('demo-teacher'),
      query: {},
    });
    expect(refused.response.statusCode).toBe(403);
    const bad = await injectCall(h().app, 'getSchoolYearReport', {
      token,
      query: { schoolYear: 1900 } as never,
    });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.errorMessage).toContain('schoolYear');
  });

  it('gives the year’s mastery: students per level as their cumulative reports rate them, aspects recomputed from the answers', async () => {
    const token = await h().login('demo-headmaster');
    const report = (await injectCall(h().app, 'getSchoolYearReport', { token, query: {} })).body.resultData;
    const mastery = (await injectCall(h().app, 'getSchoolYearMastery', { token, query: {} })).body.resultData;
    if (!report?.schoolYear || !mastery) throw new Error('no school year');
    expect(mastery.schoolYear).toBe(report.schoolYear);
    expect(mastery.grades.map((grade) => grade.gradeCode)).toEqual(
      report.grades.map((grade) => grade.gradeCode),
    );
    // P3: each subject's students per level are its classes' students as their cumulative reports rate them.
    const p3 = mastery.grades.find((grade) => grade.gradeCode === 3);
    for (const subject of p3?.subjects ?? []) {
      const counts = { FULL: 0, MASTERED: 0, PARTIAL: 0, MINIMAL: 0, NONE: 0, NO_DATA: 0 };
      for (const row of report.classes.filter(
        (r) => r.gradeCode === 3 && r.subjectCode === subject.subjectCode,
      )) {
        const students = (
          await injectCall(h().app, 'getStudentsWholePerformance', {
            token,
            query: { classId: row.classId, subjectCode: row.subjectCode, schoolYear: report.schoolYear },
          })
        ).body.resultData?.students;
        for (const student of students ?? []) counts[masteryLevel(student.scoreRate) ?? 'NO_DATA'] += 1;
      }
      expect([subject.subjectCode, subject.levelCounts]).toEqual([subject.subjectCode, counts]);
    }
    expect(Object.values(p3?.subjects[0]?.levelCounts ?? {}).filter((n) => n > 0).length).toBeGreaterThan(1);
    // P3 English's aspects, recomputed from the rows: each marked question of a hand-in in each aspect its unit's
    // objectives give its knowledge points, once per aspect.
    const english = p3?.subjects.find((subject) => subject.subjectCode === 'ENGLISH');
    const recomputedAspects = await aspectRates(h(), report.termIds, 3, 'ENGLISH');
    expect(english?.aspects.map((a) => [a.aspect, a.weight])).toEqual([
      ['GRAMMAR', 40],
      ['READING', 30],
      ['WRITING', 10],
      ['LISTENING', 10],
      ['SPEAKING', 10],
      ...[...recomputedAspects.keys()]
        .filter((aspect) => !['GRAMMAR', 'READING', 'WRITING', 'LISTENING', 'SPEAKING'].includes(aspect))
        .sort()
        .map((aspect) => [aspect, null]),
    ]);
    for (const aspect of english?.aspects ?? []) {
      const expected = recomputedAspects.get(aspect.aspect);
      expect([aspect.aspect, aspect.questionCount]).toEqual([aspect.aspect, expected?.questions ?? 0]);
      if (expected?.rate == null) expect(aspect.scoreRate).toBeNull();
      else expect(aspect.scoreRate).toBeCloseTo(expected.rate, 9);
    }
    expect(english?.aspects.some((a) => a.scoreRate !== null)).toBe(true);
    expect(english?.weightedScore).toBeCloseTo(
      weightedAspectScore(
        'ENGLISH',
        Object.fromEntries((english?.aspects ?? []).map((a) => [a.aspect, a.scoreRate])),
      ) ?? Number.NaN,
      9,
    );
    // The school's students per level are the grades' summed.
    for (const total of mastery.totals)
      for (const level of Object.keys(total.levelCounts) as (keyof typeof total.levelCounts)[])
        expect(total.levelCounts[level]).toBe(
          mastery.grades.reduce(
            (n, grade) =>
              n + (grade.subjects.find((s) => s.subjectCode === total.subjectCode)?.levelCounts[level] ?? 0),
            0,
          ),
        );
    // The panel head's English only; a teacher refused; a bad family named.
    const panel = (
      await injectCall(h().app, 'getSchoolYearMastery', { token: await h().login('demo-panel'), query: {} })
    ).body.resultData;
    expect(panel?.totals.map((total) => total.subjectCode)).toEqual(['ENGLISH']);
    expect(panel?.totals[0]).toEqual(mastery.totals.find((total) => total.subjectCode === 'ENGLISH'));
    const refused = await injectCall(h().app, 'getSchoolYearMastery', {
      token: await h().login('demo-teacher'),
      query: {},
    });
    expect(refused.response.statusCode).toBe(403);
    const bad = await injectCall(h().app, 'getSchoolYearMastery', {
      token,
      query: { textbookType: 'COMICS' } as never,
    });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.errorMessage).toContain('textbookType');
  });

  it('reports one subject (subjectReport) and one course family (categoryReport): the families split the whole', async () => {
    const token = await h().login('demo-headmaster');
    const yearOf = async (query: { subjectCode?: SubjectCode; textbookType?: TextbookType }, who = token) =>
      injectCall(h().app, 'getSchoolYearReport', { token: who, query });
    const whole = (await yearOf({})).body.resultData;
    const math = (await yearOf({ subjectCode: 'MATH' })).body.resultData;
    expect(math?.subjects).toEqual(whole?.subjects);
    expect(math?.classes).toEqual(whole?.classes.filter((row) => row.subjectCode === 'MATH'));
    expect(math?.totals).toEqual(whole?.totals.filter((row) => row.subjectCode === 'MATH'));
    const panelToken = await h().login('demo-panel');
    expect((await yearOf({ subjectCode: 'MATH' }, panelToken)).response.statusCode).toBe(403);
    const bad = await yearOf({ textbookType: 'ZONE' as never });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.errorMessage).toContain('textbookType');

    // The seeded units come from more than one family; homework of none (a teacher's own) is in no family's
    // report. Give that homework a family for a moment: then the four families split the whole exactly.
    const families = async () =>
      Promise.all(
        TEXTBOOK_TYPES.map(async (family) => (await yearOf({ textbookType: family })).body.resultData),
      );
    const seeded = await families();
    expect(seeded.filter((report) => report?.classes.some((row) => row.dueCount > 0)).length).toBeGreaterThan(
      1,
    );
    const own = await h()
      .db.update(homeworks)
      .set({ textbookType: 'WRITING_ZONE' })
      .where(isNull(homeworks.textbookType))
      .returning({ id: homeworks.id });
    try {
      const split = await families();
      for (const row of whole?.classes ?? []) {
        const parts = split.flatMap(
          (report) =>
            report?.classes.filter((c) => c.classId === row.classId && c.subjectCode === row.subjectCode) ??
            [],
        );
        expect([row.className, parts.reduce((n, c) => n + c.dueCount, 0)]).toEqual([
          row.className,
          row.dueCount,
        ]);
        expect(parts.reduce((n, c) => n + c.submittedCount, 0)).toBe(row.submittedCount);
      }
    } finally {
      await h()
        .db.update(homeworks)
        .set({ textbookType: null })
        .where(
          inArray(
            homeworks.id,
            own.map((row) => row.id),
          ),
        );
    }
  });

  it('gives the English panel head English only, and the other school its own figures', async () => {
    const ids = await seededIds(h().db);
    const panel = (await overviewOf('demo-panel')).body.resultData;
    expect(panel?.subjects).toEqual(['ENGLISH']);
    expect(panel?.grades.every((grade) => grade.subjects.every((s) => s.subjectCode === 'ENGLISH'))).toBe(
      true,
    );
    expect({ grades: panel?.grades, usage: panel?.usage }).toEqual(
      await recomputed(h(), ids.demoSchoolId, ['ENGLISH'], new Date()),
    );
    const other = (await overviewOf('other-headmaster')).body.resultData;
    expect({ grades: other?.grades, usage: other?.usage }).toEqual(
      await recomputed(h(), ids.otherSchoolId, ['CHINESE', 'ENGLISH', 'MATH'], new Date()),
    );
  });

  it('counts a homework published now in its grade and subject, reaching each student of the class once', async () => {
    const ids = await seededIds(h().db);
    const class1A = await ids.classIdByName('demo', '1A');
    const before = (await overviewOf('demo-headmaster')).body.resultData;
    const cellOf = (overview: SchoolOverview | null | undefined) =>
      overview?.grades.find((g) => g.gradeCode === 1)?.subjects.find((s) => s.subjectCode === 'MATH');
    const [homework] = await h()
      .db.insert(homeworks)
      .values({
        schoolId: ids.demoSchoolId,
        creatorId: (await h().db.select().from(homeworks).limit(1))[0]?.creatorId ?? 0,
        subjectCode: 'MATH',
        gradeCode: 1,
        homeworkName: 'Overview probe',
        processType: '1',
        type: 'PRACTICE',
        distributeRange: 'SINGLE_CLASS',
        distributeObject: '1A',
        startTime: new Date(Date.now() - 60_000),
        endTime: new Date(Date.now() + 7 * DAY),
      })
      .returning({ id: homeworks.id });
    // Given to the class twice over (whole and a group): each student is reached once.
    const [group] = await h()
      .db.insert(groups)
      .values({ schoolId: ids.demoSchoolId, classId: class1A, gradeCode: 1, groupName: 'Overview probe' })
      .returning({ id: groups.id });
    const pupils = await h().db.select().from(students).where(eq(students.classId, class1A));
    const first = pupils[0];
    if (!group || !first) throw new Error('no group or no student in 1A');
    await h().db.insert(groupMembers).values({ groupId: group.id, studentId: first.id });
    await h()
      .db.insert(homeworkTargets)
      .values([
        { homeworkId: homework?.id ?? 0, classId: class1A },
        { homeworkId: homework?.id ?? 0, classId: class1A, groupId: group.id },
      ]);
    const after = (await overviewOf('demo-headmaster')).body.resultData;
    expect(cellOf(after)?.published).toBe((cellOf(before)?.published ?? 0) + 1);
    expect(cellOf(after)?.reached).toBe((cellOf(before)?.reached ?? 0) + pupils.length);
    // Open for a week and nobody has handed it in: not due yet, so the rate does not fall.
    expect(cellOf(after)?.handedIn).toBe(cellOf(before)?.handedIn);
    expect(cellOf(after)?.due).toBe(cellOf(before)?.due);
    expect(cellOf(after)?.submissionRate).toBe(cellOf(before)?.submissionRate);
  });

  it('refuses a teacher and a class teacher (their dashboards read their classes)', async () => {
    for (const account of ['demo-teacher', 'demo-classteacher']) {
      const { response, body } = await overviewOf(account);
      expect([account, response.statusCode, body.resultData]).toEqual([account, 403, null]);
    }
  });
});
