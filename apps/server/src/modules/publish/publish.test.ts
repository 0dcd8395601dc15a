import { ERROR_CODES } from '@harbour/api-client/contract';
import {
  ARCHIVE_AFTER_DAYS,
  HOMEWORK_NAME_MAX,
  type HomeworkTimeStatus,
  hongKongDate,
} from '@harbour/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  chapters,
  courses,
  groups,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  publicationAudit,
  staffUsers,
} from '../../db/schema';
import { injectCall, refusal } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';

const P = '/ael/school/practice/practices';
const C = '/ael/school/common';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(testDatabases())('publishing homework on $name', (kind) => {
  const h = useHarness(kind);
  /** Ids the tests address. */
  let ids: {
    classIds: Record<'3A' | '3B' | '9B' | '1A', number>;
    /** Chapters 1–6 of the A_PLUS P3 English course (6 is in preparation: no question). */
    englishChapters: number[];
    englishCourseId: number;
    /** Chapter 1 of the A_PLUS S3 Mathematics course. */
    s3MathChapter: number;
    /** First fixed group of 3A, and the P3 grade-wide English group. */
    group3A: number;
    gradeGroupP3: number;
    firstPaperOfChapter1: number;
  };

  const call = async (account: string, options: InjectOptions) => {
    const token = await h().login(account);
    const response = await h().app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), accesstoken: token },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const homeworkCount = async () => Number((await h().db.select({ n: count() }).from(homeworks))[0]?.n);
  const times = (startInHours = 1, endInDays = 3) => ({
    startTime: new Date(Date.now() + startInHours * HOUR).toISOString(),
    endTime: new Date(Date.now() + endInDays * DAY).toISOString(),
  });
  const englishP3 = (overrides: Record<string, unknown> = {}) => ({
    homeworkName: 'Unit 1 practice',
    subjectCode: 'ENGLISH',
    gradeCode: 3,
    textbookType: 'A_PLUS',
    chapterId: ids.englishChapters[0],
    processType: '1',
    ...times(),
    targets: [{ scope: 'SINGLE_CLASS', classId: ids.classIds['3A'] }],
    ...overrides,
  });

  beforeAll(async () => {
    const seeded = await seededIds(h().db);
    const classIds = {
      '1A': await seeded.classIdByName('demo', '1A'),
      '3A': await seeded.classIdByName('demo', '3A'),
      '3B': await seeded.classIdByName('demo', '3B'),
      '9B': await seeded.classIdByName('demo', '9B'),
    };
    const course = async (subject: string, grade: number) => {
      const [row] = await h()
        .db.select({ id: courses.id })
        .from(courses)
        .where(
          and(
            eq(courses.schoolId, seeded.demoSchoolId),
            eq(courses.subjectCode, subject),
            eq(courses.gradeCode, grade),
            eq(courses.textbookType, 'A_PLUS'),
          ),
        );
      return row?.id ?? 0;
    };
    const chaptersOf = async (courseId: number) =>
      (
        await h()
          .db.select({ id: chapters.id })
          .from(chapters)
          .where(eq(chapters.courseId, courseId))
          .orderBy(asc(chapters.sortOrder))
      ).map((row) => row.id);
    const englishCourseId = await course('ENGLISH', 3);
    const englishChapters = await chaptersOf(englishCourseId);
    const s3MathChapter = (await chaptersOf(await course('MATH', 9)))[0] ?? 0;
    const groupRows = await h().db.select().from(groups).where(eq(groups.schoolId, seeded.demoSchoolId));
    const papers = await injectCall(h().app, 'getCoursePapers', {
      params: { courseId: englishCourseId },
      token: await h().login('demo-headmaster'),
    });
    ids = {
      classIds,
      englishChapters,
      englishCourseId,
      s3MathChapter,
      group3A: groupRows.find((g) => g.classId === classIds['3A'] && g.fixed)?.id ?? 0,
      gradeGroupP3: groupRows.find((g) => g.classId === null && g.gradeCode === 3)?.id ?? 0,
      firstPaperOfChapter1: papers.body.resultData?.papers[0]?.paperId ?? 0,
    };
    expect(englishChapters).toHaveLength(6);
  });

  it('documents every publishing and task-sheet call in the OpenAPI, with its request body', async () => {
    const document = (await h().app.inject({ method: 'GET', url: '/docs/json' })).json();
    const W = '/ael/school/practice/workpapers';
    const S = '/ael/school/v2/schedule/classes/{classId}';
    const expected: [string, string][] = [
      [`${C}/courses`, 'get'],
      [`${C}/courses/{courseId}/papers`, 'get'],
      [`${C}/chapters/choosable`, 'get'],
      [`${C}/instructions`, 'get'],
      [`${C}/ehomeworks/{eHomeworkId}/knowledges`, 'get'],
      [P, 'get'],
      [P, 'post'],
      [`${P}/batch`, 'post'],
      [`${P}/batch/delete`, 'post'],
      [`${P}/batch/republish`, 'post'],
      [`${P}/{eHomeworkId}`, 'get'],
      [`${P}/{eHomeworkId}`, 'delete'],
      [`${P}/{eHomeworkId}/students`, 'get'],
      [`${P}/{eHomeworkId}/notsubmited`, 'get'],
      [`${P}/{eHomeworkId}/redo`, 'get'],
      [`${P}/{eHomeworkId}/redo`, 'post'],
      [`${S}/practices`, 'get'],
      [`${S}/practices/object`, 'get'],
      [W, 'get'],
      [W, 'post'],
      [`${W}/{workPaperId}`, 'get'],
      [`${W}/{workPaperId}`, 'delete'],
      [`${W}/{workPaperId}/distribute`, 'post'],
    ];
    for (const [path, method] of expected) {
      expect([path, method, Boolean(document.paths[path]?.[method]?.summary)]).toEqual([path, method, true]);
    }
    // Bodies are named component schemas: follow the reference.
    const resolved = (schema: { $ref?: string }) =>
      schema.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
    expect(
      resolved(document.paths[P].post.requestBody.content['application/json'].schema).properties.targets,
    ).toBeDefined();
    expect(document.paths[`${P}/batch`].post.requestBody).toBeDefined();
  });

  describe('catalogue', () => {
    it("lists courses of the grade's categories within the user's textbook types", async () => {
      const all = await call('demo-headmaster', {
        method: 'GET',
        url: `${C}/courses?gradeCode=6&subjectCode=MATH`,
      });
      expect(all.body.resultData.map((c: { textbookType: string }) => c.textbookType)).toEqual([
        'A_PLUS',
        'HKAT',
        'WRITING_ZONE',
      ]);
      await h()
        .db.update(staffUsers)
        .set({ textbookTypes: ['HKAT'] })
        .where(eq(staffUsers.account, 'demo-director'));
      const limited = await call('demo-director', { method: 'GET', url: `${C}/courses?subjectCode=MATH` });
      const types = new Set(limited.body.resultData.map((c: { textbookType: string }) => c.textbookType));
      const grades = new Set(limited.body.resultData.map((c: { gradeCode: number }) => c.gradeCode));
      expect(types).toEqual(new Set(['HKAT']));
      expect(grades).toEqual(new Set([5, 6, 7, 8, 9]));
      const papers = await call('demo-director', {
        method: 'GET',
        url: `${C}/courses/${ids.englishCourseId}/papers`,
      });
      expect(papers.status).toBe(403);
      await h()
        .db.update(staffUsers)
        .set({ textbookTypes: ['A_PLUS', 'HKAT', 'SE_ZONE', 'WRITING_ZONE'] })
        .where(eq(staffUsers.account, 'demo-director'));
    });

    it('gives the papers of a course in chapter order with their questions, the last chapter empty', async () => {
      const { body } = await call('demo-teacher', {
        method: 'GET',
        url: `${C}/courses/${ids.englishCourseId}/papers`,
      });
      const papers = body.resultData.papers as {
        chapterSortOrder: number;
        questionIds: number[];
        questionCount: number;
        knowledgePoints: string[];
      }[];
      expect(papers.map((p) => p.chapterSortOrder)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(papers[0]?.questionCount).toBe(10);
      expect(papers[5]?.questionIds).toEqual([]);
      expect(papers[0]?.knowledgePoints.length).toBeGreaterThan(0);
      expect(papers[5]?.knowledgePoints).toEqual([]);
    });

    it('applies the per-subject class access check to choosable chapters', async () => {
      const url = (classId?: number) =>
        `${C}/chapters/choosable?subjectCode=MATH&gradeCode=9&textbookType=A_PLUS${classId ? `&classId=${classId}` : ''}`;
      const refused = await call('demo-headmaster', { method: 'GET', url: url(ids.classIds['9B']) });
      expect(refused.body.resultData).toEqual({ classAccess: false, chapters: [] });
      const noClass = await call('demo-headmaster', { method: 'GET', url: url() });
      expect(noClass.body.resultData.classAccess).toBe(true);
      expect(noClass.body.resultData.chapters).toHaveLength(6);
      const unknown = await call('demo-headmaster', { method: 'GET', url: url(987_654) });
      expect(unknown.body.resultData.classAccess).toBe(true);
    });

    it('gives choosable chapters only for a subject and grade the caller teaches, with or without a class', async () => {
      const url = (subjectCode: string, gradeCode: number, classId?: number) =>
        `${C}/chapters/choosable?subjectCode=${subjectCode}&gradeCode=${gradeCode}&textbookType=A_PLUS${classId ? `&classId=${classId}` : ''}`;
      // demo-teacher teaches English in 3A, 3B and 5A and Mathematics in 3B, nothing in P1.
      const outOfScope = await call('demo-teacher', {
        method: 'GET',
        url: url('ENGLISH', 1, ids.classIds['1A']),
      });
      expect(outOfScope.status).toBe(403);
      const noClass = await call('demo-teacher', { method: 'GET', url: url('ENGLISH', 1) });
      expect(noClass.status).toBe(403);
      expect(noClass.body.resultData).toBeNull();
      const taught = await call('demo-teacher', { method: 'GET', url: url('ENGLISH', 3) });
      expect(taught.body.resultData.chapters.length).toBeGreaterThan(0);
    });

    it('gives instructions in the user’s language, general ones with a processType', async () => {
      const hk = await call('demo-headmaster', {
        method: 'GET',
        url: `${C}/instructions?textbookType=A_PLUS&processType=3a`,
      });
      expect(hk.body.resultData.map((i: { title: string }) => i.title)).toEqual([
        'A+ 課程使用說明',
        '單元測驗',
      ]);
      await call('demo-director', { method: 'POST', url: `${C}/language/switch`, payload: { locale: 'en' } });
      const token = await h().freshLogin('demo-director');
      const en = await injectCall(h().app, 'getInstructions', { query: { textbookType: 'HKAT' }, token });
      expect(en.body.resultData?.map((i) => i.title)).toEqual(['How HKAT assessments work', 'HKAT test']);
      await h().app.inject({
        method: 'POST',
        url: `${C}/language/switch`,
        payload: { locale: 'hk' },
        headers: { accesstoken: token },
      });
    });
  });

  describe('publish one', () => {
    it('publishes to a class, a fixed group and a whole grade at once, with every field of homework info', async () => {
      const before = await homeworkCount();
      const { body } = await call('demo-headmaster', {
        method: 'POST',
        url: P,
        payload: englishP3({
          homeworkName: '  Unit 1 mixed targets  ',
          paperId: ids.firstPaperOfChapter1,
          chapterId: undefined,
          questionNumbers: '1,2,5-8',
          targets: [
            { scope: 'SINGLE_CLASS', classId: ids.classIds['3A'] },
            { scope: 'GROUP', groupId: ids.group3A },
            { scope: 'WHOLE_GRADE', gradeCode: 3 },
          ],
          difficulty: 'DIFFICULT',
          audioLanguage: 'ENGLISH',
          videoLanguage: 'MANDARIN',
          allowVideoFastForward: true,
          classification: 'DIAGNOSE',
          knowledgeContents: ['Present simple', 'Vocabulary'],
        }),
      });
      expect(body.resultStatus).toBe(true);
      const info = body.resultData.homeworkInfo;
      expect(info).toMatchObject({
        homeworkName: 'Unit 1 mixed targets',
        distributeRange: 'WHOLE_GRADE',
        distributeObject: 'P3, 3A 第一組',
        questionNumbers: '1,2,5-8',
        questionCount: 6,
        difficulty: 'DIFFICULT',
        audioLanguage: 'ENGLISH',
        videoLanguage: 'MANDARIN',
        allowVideoFastForward: true,
        classification: 'DIAGNOSE',
        knowledgeContents: 'Present simple;Vocabulary',
        processKind: 'PRACTICE',
        timeStatus: 'SCHEDULED',
        practiceStatus: 'NOT_STARTED',
        fixedGroupStatus: true,
      });
      expect(info.questionIds).toHaveLength(6);
      // 3A whole class (by the grade), 3A's group, 3B whole class.
      expect(
        info.targets.map((t: { className: string; scope: string }) => `${t.className}:${t.scope}`).sort(),
      ).toEqual(['3A:GROUP', '3A:WHOLE_GRADE', '3B:WHOLE_GRADE']);
      expect(await homeworkCount()).toBe(before + 1);
      const [auditRow] = await h()
        .db.select()
        .from(publicationAudit)
        .where(eq(publicationAudit.homeworkId, info.eHomeworkId));
      expect(auditRow?.action).toBe('PUBLISH');
      const detail = await call('demo-teacher', { method: 'GET', url: `${P}/${info.eHomeworkId}` });
      expect(detail.body.resultData.homeworkInfo.eHomeworkId).toBe(info.eHomeworkId);
    });

    it('shows a published homework on the class calendar on its due day', async () => {
      const end = new Date(Date.now() + 2 * DAY);
      const { body } = await call('demo-teacher', {
        method: 'POST',
        url: P,
        payload: englishP3({ homeworkName: 'Calendar check', endTime: end.toISOString() }),
      });
      const id = body.resultData.homeworkInfo.eHomeworkId;
      const day = hongKongDate(end);
      const calendar = await call('demo-teacher', {
        method: 'GET',
        url: `/ael/school/v2/schedule/classes/${ids.classIds['3A']}/practices?year=${day.slice(0, 4)}&month=${Number(day.slice(5, 7))}`,
      });
      const onDay = calendar.body.resultData.find((d: { totalDate: string }) => d.totalDate === day);
      expect(onDay.homeworks.map((hw: { eHomeworkId: number }) => hw.eHomeworkId)).toContain(id);
      const objects = await call('demo-teacher', {
        method: 'GET',
        url: `/ael/school/v2/schedule/classes/${ids.classIds['3A']}/practices/object?startDate=${day}`,
      });
      const item = objects.body.resultData.find((o: { eHomeworkId: number }) => o.eHomeworkId === id);
      expect(item).toMatchObject({
        totalDate: day,
        distributeObject: '3A',
        timeStatus: 'SCHEDULED',
        groupName: null,
      });
      expect(item.studentCount).toBeGreaterThan(20);
      const tooLong = await call('demo-teacher', {
        method: 'GET',
        url: `/ael/school/v2/schedule/classes/${ids.classIds['3A']}/practices/object?startDate=2026-01-01&endDate=2026-04-01`,
      });
      expect(tooLong.status).toBe(400);
    });

    const refusals: [string, Record<string, unknown>, number, string][] = [
      [
        'a name of 51 characters',
        { homeworkName: 'x'.repeat(HOMEWORK_NAME_MAX + 1) },
        ERROR_CODES.HOMEWORK_NAME,
        '功課名稱最多50個字',
      ],
      ['an empty name', { homeworkName: '   ' }, ERROR_CODES.HOMEWORK_NAME, '請輸入功課名稱'],
      [
        'an end before the start',
        {
          startTime: new Date(Date.now() + 3 * DAY).toISOString(),
          endTime: new Date(Date.now() + 2 * DAY).toISOString(),
        },
        ERROR_CODES.HOMEWORK_DATES,
        '結束日期不能早於開始日期',
      ],
      [
        'an end before today',
        {
          startTime: new Date(Date.now() - 5 * DAY).toISOString(),
          endTime: new Date(Date.now() - 2 * DAY).toISOString(),
        },
        ERROR_CODES.HOMEWORK_DATES,
        '結束日期不能早於今天',
      ],
      [
        'a test without a duration',
        { processType: '3a', maximumPercent: 100 },
        ERROR_CODES.TEST_DURATION,
        '請輸入測驗時長',
      ],
      [
        'a test longer than its period',
        { processType: '3a', ...times(1, 1), durationMinutes: 24 * 60, maximumPercent: 100 },
        ERROR_CODES.TEST_DURATION,
        '測驗時長不能超過測驗時段',
      ],
      [
        'a test without a maximum',
        { processType: '4', durationMinutes: 40 },
        ERROR_CODES.TEST_MAXIMUM,
        '請輸入最高值',
      ],
      [
        'a maximum above 100%',
        { processType: '3b', durationMinutes: 40, maximumPercent: 101 },
        ERROR_CODES.TEST_MAXIMUM,
        '最高值不能超過100%',
      ],
      [
        'question numbers 5-1',
        { questionNumbers: '5-1' },
        ERROR_CODES.QUESTION_NUMBERS,
        '題號須為列表，例如 1,2,5-8',
      ],
      [
        'question numbers past the paper',
        { questionNumbers: '1-11' },
        ERROR_CODES.INSUFFICIENT_QUESTIONS,
        '題目數量不足',
      ],
      [
        'more questions than the paper has',
        { questionCount: 11 },
        ERROR_CODES.INSUFFICIENT_QUESTIONS,
        '題目數量不足',
      ],
    ];
    for (const [what, overrides, errorCode, message] of refusals) {
      it(`refuses ${what} with the spec's message and stores nothing`, async () => {
        const before = await homeworkCount();
        const { status, body } = await call('demo-headmaster', {
          method: 'POST',
          url: P,
          payload: englishP3(overrides),
        });
        expect([status, body]).toEqual([
          200,
          { resultStatus: false, resultData: null, errorMessage: message, errorCode },
        ]);
        expect(await homeworkCount()).toBe(before);
      });
    }

    it('refuses a chapter in preparation (no question) and a class without A_PLUS access', async () => {
      const empty = await call('demo-headmaster', {
        method: 'POST',
        url: P,
        payload: englishP3({ chapterId: ids.englishChapters[5] }),
      });
      expect(empty.body.errorMessage).toBe('題目數量不足');
      const noAccess = await call('demo-headmaster', {
        method: 'POST',
        url: P,
        payload: englishP3({
          subjectCode: 'MATH',
          gradeCode: 9,
          chapterId: ids.s3MathChapter,
          targets: [{ scope: 'SINGLE_CLASS', classId: ids.classIds['9B'] }],
        }),
      });
      expect(noAccess.body).toMatchObject({
        errorCode: ERROR_CODES.CLASS_NO_ACCESS,
        errorMessage: '9B 班未開通此課程',
      });
    });

    it('answers 400 naming the field for a malformed body, and stores nothing', async () => {
      const before = await homeworkCount();
      const noTargets = await call('demo-headmaster', {
        method: 'POST',
        url: P,
        payload: englishP3({ targets: [] }),
      });
      expect(noTargets.status).toBe(400);
      expect(noTargets.body.errorMessage).toContain('body.targets');
      const otherGrade = await call('demo-headmaster', {
        method: 'POST',
        url: P,
        payload: englishP3({ targets: [{ scope: 'SINGLE_CLASS', classId: ids.classIds['1A'] }] }),
      });
      expect([otherGrade.status, otherGrade.body.errorMessage]).toEqual([
        400,
        '發佈對象須為此功課的年級（P3）',
      ]);
      const badTime = await call('demo-headmaster', {
        method: 'POST',
        url: P,
        payload: englishP3({ endTime: 'tomorrow' }),
      });
      expect(badTime.body.errorMessage).toContain('body.endTime');
      expect(await homeworkCount()).toBe(before);
    });

    it('stores how answers are checked: the kind’s default, or the teacher’s choice; 400 naming a bad one', async () => {
      const stored = async (overrides: Record<string, unknown>) => {
        const { status, body } = await call('demo-headmaster', {
          method: 'POST',
          url: P,
          payload: englishP3(overrides),
        });
        expect(status).toBe(200);
        const [row] = await h()
          .db.select({ immediateFeedback: homeworks.immediateFeedback, maxTries: homeworks.maxTries })
          .from(homeworks)
          .where(eq(homeworks.id, body.resultData.homeworkInfo.eHomeworkId));
        return row;
      };
      // Practice (processType 1): checked at once, unlimited tries.
      expect(await stored({})).toEqual({ immediateFeedback: true, maxTries: null });
      // The teacher's choice is kept.
      expect(await stored({ processType: '2a', immediateFeedback: false, maxTries: 2 })).toEqual({
        immediateFeedback: false,
        maxTries: 2,
      });
      expect(await stored({ maxTries: null })).toEqual({ immediateFeedback: true, maxTries: null });
      // A test never shows right or wrong before its results are published, whatever is asked.
      expect(
        await stored({
          processType: '3a',
          classification: 'EXAMINATION',
          durationMinutes: 30,
          maximumPercent: 100,
          immediateFeedback: true,
          maxTries: null,
        }),
      ).toEqual({ immediateFeedback: false, maxTries: 1 });
      const before = await homeworkCount();
      for (const [field, value] of [
        ['maxTries', 4],
        ['maxTries', 0],
        ['maxTries', 'unlimited'],
        ['immediateFeedback', 'yes'],
      ] as const) {
        const refused = await call('demo-headmaster', {
          method: 'POST',
          url: P,
          payload: englishP3({ [field]: value }),
        });
        expect([field, refused.status]).toEqual([field, 400]);
        expect(refused.body.errorMessage).toContain(`body.${field}`);
      }
      expect(await homeworkCount()).toBe(before);
    });

    it('answers 400, never a database error, for ids beyond any row and days that do not exist', async () => {
      const huge = await call('demo-headmaster', { method: 'GET', url: `${P}/99999999999` });
      expect(huge.status).toBe(400);
      const hugeTarget = await call('demo-headmaster', {
        method: 'POST',
        url: P,
        payload: englishP3({ targets: [{ scope: 'SINGLE_CLASS', classId: 99_999_999_999 }] }),
      });
      expect([hugeTarget.status, hugeTarget.body.errorMessage]).toEqual([
        400,
        'body.targets.0.classId 的值無效',
      ]);
      const badDay = await call('demo-headmaster', { method: 'GET', url: `${P}?endFrom=2026-13-45` });
      expect(badDay.status).toBe(400);
    });

    it("keeps a teacher to their classes and subjects: another class, a grade-wide group, another grade's class", async () => {
      const otherClass = await call('demo-teacher', {
        method: 'POST',
        url: P,
        payload: englishP3({ targets: [{ scope: 'SINGLE_CLASS', classId: ids.classIds['1A'] }] }),
      });
      expect(otherClass.status).toBe(403);
      const gradeGroup = await call('demo-teacher', {
        method: 'POST',
        url: P,
        payload: englishP3({ targets: [{ scope: 'GROUP', groupId: ids.gradeGroupP3 }] }),
      });
      expect(gradeGroup.status).toBe(403);
      const wholeGrade = await call('demo-classteacher', {
        method: 'POST',
        url: P,
        payload: englishP3({ targets: [{ scope: 'WHOLE_GRADE', gradeCode: 3 }] }),
      });
      expect(wholeGrade.status).toBe(403);
      const groupPublish = await call('demo-teacher', {
        method: 'POST',
        url: P,
        payload: englishP3({
          homeworkName: 'Group only',
          targets: [{ scope: 'GROUP', groupId: ids.group3A }],
        }),
      });
      expect(groupPublish.body.resultData.homeworkInfo).toMatchObject({
        distributeRange: 'GROUP',
        fixedGroupStatus: true,
      });
      const students = await call('demo-teacher', {
        method: 'GET',
        url: `${P}/${groupPublish.body.resultData.homeworkInfo.eHomeworkId}/students`,
      });
      const classSize = await call('demo-teacher', {
        method: 'GET',
        url: `/ael/school/v2/schedule/classes/${ids.classIds['3A']}/practices/object?startDate=${hongKongDate(new Date(Date.now() + 3 * DAY))}`,
      });
      expect(students.body.resultData.length).toBeGreaterThan(0);
      const wholeClass = classSize.body.resultData.find(
        (o: { groupName: string | null }) => o.groupName === null,
      );
      // The group's members are asked; the rest of the class is listed as not asked (NO_NEED).
      const rows = students.body.resultData as { submitStatus: string }[];
      const asked = rows.filter((row) => row.submitStatus !== 'NO_NEED');
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.length).toBeLessThan(wholeClass.studentCount);
      expect(rows.length).toBe(wholeClass.studentCount);
    });
  });

  describe('batch', () => {
    it("publishes five chapters in one request with one failing: 'Part of homework publish failed', the rest stored", async () => {
      const before = await homeworkCount();
      const items = ids.englishChapters
        .slice(1)
        .map((chapterId, k) => englishP3({ homeworkName: `Batch ${k + 2}`, chapterId }));
      const { body } = await call('demo-teacher', { method: 'POST', url: `${P}/batch`, payload: { items } });
      expect(body.resultStatus).toBe(true);
      expect(body.resultData).toMatchObject({
        total: 5,
        succeeded: 4,
        failed: 1,
        message: '部分功課發佈失敗',
      });
      expect(body.resultData.items[4]).toEqual({
        index: 4,
        ok: false,
        eHomeworkId: null,
        sourceEHomeworkId: null,
        errorCode: ERROR_CODES.INSUFFICIENT_QUESTIONS,
        errorMessage: '題目數量不足',
      });
      expect(await homeworkCount()).toBe(before + 4);
      const stored = await h().db.select().from(homeworks).where(eq(homeworks.homeworkName, 'Batch 6'));
      expect(stored).toEqual([]);
    });

    it('refuses assessments in a batch, item by item', async () => {
      const { body } = await call('demo-teacher', {
        method: 'POST',
        url: `${P}/batch`,
        payload: {
          items: [
            englishP3({ homeworkName: 'Batch practice' }),
            englishP3({
              homeworkName: 'Batch test',
              processType: '3a',
              durationMinutes: 30,
              maximumPercent: 100,
            }),
          ],
        },
      });
      expect(
        body.resultData.items.map((i: { ok: boolean; errorMessage: string | null }) => [
          i.ok,
          i.errorMessage,
        ]),
      ).toEqual([
        [true, null],
        [false, '評估不能批量發佈'],
      ]);
    });

    it('deletes in batch only published homework nobody has completed that has not expired', async () => {
      const seeded = await seededIds(h().db);
      const fresh = await call('demo-teacher', {
        method: 'POST',
        url: P,
        payload: englishP3({ homeworkName: 'To delete' }),
      });
      const freshId = fresh.body.resultData.homeworkInfo.eHomeworkId;
      const ongoing = await seeded.inProgressHomeworkOf(ids.classIds['3A'], 'ENGLISH');
      const student = await seeded.firstStudentOf(ids.classIds['3A']);
      await seeded.submitHomework(ongoing.id, student);
      const [expired] = await h()
        .db.select({ id: homeworks.id })
        .from(homeworks)
        .innerJoin(homeworkTargets, eq(homeworkTargets.homeworkId, homeworks.id))
        .where(and(eq(homeworkTargets.classId, ids.classIds['3A']), eq(homeworks.subjectCode, 'ENGLISH')))
        .orderBy(asc(homeworks.endTime))
        .limit(1);
      const { body } = await call('demo-teacher', {
        method: 'POST',
        url: `${P}/batch/delete`,
        payload: { eHomeworkIds: [freshId, ongoing.id, expired?.id] },
      });
      expect(
        body.resultData.items.map((i: { ok: boolean; errorCode: number | null }) => [i.ok, i.errorCode]),
      ).toEqual([
        [true, null],
        [false, ERROR_CODES.HOMEWORK_COMPLETED],
        [false, ERROR_CODES.HOMEWORK_EXPIRED],
      ]);
      expect(body.resultData.message).toBe('部分功課刪除失敗');
      expect(await h().db.select().from(homeworks).where(eq(homeworks.id, freshId))).toEqual([]);
      expect(
        await h().db.select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.id, ongoing.id)),
      ).toHaveLength(1);
    });

    it('re-publishes homework as copies with new times, same questions; a bad item fails alone', async () => {
      const seeded = await seededIds(h().db);
      const source = await seeded.inProgressHomeworkOf(ids.classIds['3A'], 'ENGLISH');
      const { body } = await call('demo-teacher', {
        method: 'POST',
        url: `${P}/batch/republish`,
        payload: {
          items: [
            { eHomeworkId: source.id, ...times(2, 5), homeworkName: 'Again' },
            { eHomeworkId: source.id, startTime: times(0, 5).endTime, endTime: times(1, 1).startTime },
          ],
        },
      });
      expect(body.resultData).toMatchObject({ succeeded: 1, failed: 1, message: '部分功課發佈失敗' });
      const copy = body.resultData.items[0];
      expect(copy).toMatchObject({ ok: true, sourceEHomeworkId: source.id });
      const questions = await h()
        .db.select({ id: homeworkQuestions.questionId })
        .from(homeworkQuestions)
        .where(eq(homeworkQuestions.homeworkId, copy.eHomeworkId))
        .orderBy(asc(homeworkQuestions.sortOrder));
      expect(questions.map((q) => q.id)).toEqual(source.questionIds);
      expect(body.resultData.items[1]).toMatchObject({
        ok: false,
        errorCode: ERROR_CODES.HOMEWORK_DATES,
        sourceEHomeworkId: source.id,
      });
    });
  });

  describe('homework time status', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('derives NOT_PUBLISHED … ARCHIVED from the times, at each boundary, in the detail and the list filter', async () => {
      const { body } = await call('demo-headmaster', {
        method: 'POST',
        url: P,
        payload: englishP3({ homeworkName: 'Boundaries' }),
      });
      const id = body.resultData.homeworkInfo.eHomeworkId as number;
      const [row] = await h().db.select().from(homeworks).where(eq(homeworks.id, id));
      if (!row?.publishTime) throw new Error('not published');
      const start = row.startTime.getTime();
      const end = row.endTime.getTime();
      const cases: [number, HomeworkTimeStatus][] = [
        [row.publishTime.getTime() - 1, 'NOT_PUBLISHED'],
        [row.publishTime.getTime(), 'SCHEDULED'],
        [start - 1, 'SCHEDULED'],
        [start, 'ONGOING'],
        [end - 1, 'ONGOING'],
        [end, 'EXPIRED'],
        [end + ARCHIVE_AFTER_DAYS * DAY - 1, 'EXPIRED'],
        [end + ARCHIVE_AFTER_DAYS * DAY, 'ARCHIVED'],
      ];
      // Only Date is faked: the server's clock moves, its timers and the database do not.
      vi.useFakeTimers({ toFake: ['Date'] });
      for (const [at, expected] of cases) {
        vi.setSystemTime(at);
        const token = await h().freshLogin('demo-headmaster');
        const detail = await injectCall(h().app, 'getPracticeDetail', { params: { eHomeworkId: id }, token });
        const listed = await injectCall(h().app, 'getPractices', {
          query: { timeStatus: expected, classId: ids.classIds['3A'], keyword: 'Boundaries', pageSize: 100 },
          token,
        });
        expect([at - start, detail.body.resultData?.homeworkInfo.timeStatus]).toEqual([at - start, expected]);
        expect(listed.body.resultData?.list.map((r) => r.eHomeworkId)).toContain(id);
      }
    });
  });

  it('re-publishes a seeded test with its duration and maximum', async () => {
    const [test] = await h()
      .db.select({ id: homeworks.id, durationMinutes: homeworks.durationMinutes })
      .from(homeworks)
      .innerJoin(homeworkTargets, eq(homeworkTargets.homeworkId, homeworks.id))
      .where(
        and(
          eq(homeworkTargets.classId, ids.classIds['3A']),
          eq(homeworks.subjectCode, 'ENGLISH'),
          eq(homeworks.processType, '4'),
        ),
      )
      .limit(1);
    expect(test?.durationMinutes).toBe(40);
    const { body } = await call('demo-teacher', {
      method: 'POST',
      url: `${P}/batch/republish`,
      payload: { items: [{ eHomeworkId: test?.id, ...times(2, 3) }] },
    });
    expect(body.resultData).toMatchObject({ succeeded: 1, failed: 0, message: null });
    const copy = await call('demo-teacher', {
      method: 'GET',
      url: `${P}/${body.resultData.items[0].eHomeworkId}`,
    });
    expect(copy.body.resultData.homeworkInfo).toMatchObject({
      processKind: 'TEST',
      durationMinutes: 40,
      maximumPercent: 100,
    });
  });

  describe('practice calls', () => {
    it('lists homework with filters, time status and paging', async () => {
      const page = await call('demo-headmaster', { method: 'GET', url: `${P}?pageSize=5&page=2` });
      expect(page.body.resultData.list).toHaveLength(5);
      expect(page.body.resultData.page).toBe(2);
      const archived = await call('demo-headmaster', {
        method: 'GET',
        url: `${P}?timeStatus=ARCHIVED&pageSize=100`,
      });
      expect(archived.body.resultData.total).toBeGreaterThan(0);
      for (const row of archived.body.resultData.list) {
        expect(Date.now() - Date.parse(row.endTime)).toBeGreaterThanOrEqual(ARCHIVE_AFTER_DAYS * DAY);
        expect(row).toMatchObject({
          timeStatus: 'ARCHIVED',
          practiceStatus: 'FINISHED',
          canDelete: false,
          canBatchDelete: false,
        });
      }
      const tests = await call('demo-teacher', { method: 'GET', url: `${P}?processKind=TEST&pageSize=100` });
      expect(tests.body.resultData.total).toBeGreaterThan(0);
      for (const row of tests.body.resultData.list) expect(['3a', '3b', '4']).toContain(row.processType);
      const scheduled = await call('demo-teacher', {
        method: 'GET',
        url: `${P}?timeStatus=SCHEDULED&classId=${ids.classIds['3A']}&keyword=Unit&pageSize=100`,
      });
      for (const row of scheduled.body.resultData.list) {
        expect(row.timeStatus).toBe('SCHEDULED');
        expect(row.homeworkName).toContain('Unit');
      }
      expect(scheduled.body.resultData.total).toBeGreaterThan(0);
    });

    it('lists students, those who have not submitted, and asks submitted ones to redo', async () => {
      const seeded = await seededIds(h().db);
      const homework = await seeded.inProgressHomeworkOf(ids.classIds['3B'], 'MATH');
      const student = await seeded.firstStudentOf(ids.classIds['3B']);
      await seeded.submitHomework(homework.id, student);
      const students = await call('demo-teacher', { method: 'GET', url: `${P}/${homework.id}/students` });
      const me = students.body.resultData.find((s: { studentId: number }) => s.studentId === student);
      expect(me).toMatchObject({
        submitStatus: 'NORMAL',
        practiceStatus: 'FINISHED',
        redoRequested: false,
        fullScore: 50,
      });
      const notSubmitted = await call('demo-teacher', {
        method: 'GET',
        url: `${P}/${homework.id}/notsubmited`,
      });
      expect(notSubmitted.body.resultData).toHaveLength(students.body.resultData.length - 1);
      const other = notSubmitted.body.resultData[0].studentId;
      const refused = await call('demo-teacher', {
        method: 'POST',
        url: `${P}/${homework.id}/redo`,
        payload: { studentIds: [student, other] },
      });
      expect(refused.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.REDO_NOT_SUBMITTED });
      const redo = await call('demo-teacher', {
        method: 'POST',
        url: `${P}/${homework.id}/redo`,
        payload: { studentIds: [student] },
      });
      expect(redo.body.resultData).toEqual({ eHomeworkId: homework.id, studentIds: [student] });
      const list = await call('demo-teacher', { method: 'GET', url: `${P}/${homework.id}/redo` });
      expect(list.body.resultData.map((s: { studentId: number }) => s.studentId)).toEqual([student]);
      const after = await call('demo-teacher', {
        method: 'GET',
        url: `${P}/${homework.id}/students?submitStatus=NOT_SUBMIT`,
      });
      expect(after.body.resultData.find((s: { studentId: number }) => s.studentId === student)).toMatchObject(
        {
          redoRequested: true,
          practiceStatus: 'IN_PROGRESS',
        },
      );
    });

    it("refuses to delete an expired homework with 'This homework has expired and cannot be deleted'", async () => {
      await call('demo-director', { method: 'POST', url: `${C}/language/switch`, payload: { locale: 'en' } });
      const token = await h().freshLogin('demo-director');
      const [expired] = await h()
        .db.select({ id: homeworks.id })
        .from(homeworks)
        .where(isNull(homeworks.textbookType))
        .orderBy(asc(homeworks.endTime))
        .limit(1);
      const response = await h().app.inject({
        method: 'DELETE',
        url: `${P}/${expired?.id}`,
        headers: { accesstoken: token },
      });
      expect(response.json()).toEqual(
        refusal('This homework has expired and cannot be deleted', ERROR_CODES.HOMEWORK_EXPIRED),
      );
      const knowledges = await injectCall(h().app, 'getHomeworkKnowledges', {
        params: { eHomeworkId: expired?.id ?? 0 },
        token,
      });
      expect(knowledges.body.resultData?.knowledges.length).toBeGreaterThan(0);
      await h().app.inject({
        method: 'POST',
        url: `${C}/language/switch`,
        payload: { locale: 'hk' },
        headers: { accesstoken: token },
      });
    });
  });
});
