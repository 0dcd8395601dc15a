import { ERROR_CODES } from '@harbour/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import { students } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { SAMPLE_FILES } from '../../storage/sample-files';
import { injectCall, uploadByGrant } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { distributeTaskSheet } from '../../test/task-sheets';
import { hashPassword } from '../auth';

const _DAY = 24 * 3600_000;

// Publishing the results covers every class of a homework; the overview of one class names whom publishing
// waits for in all of them, so the dialog never says "fully marked" while publishing is refused or asked.
describe.each(testDatabases())('whom publishing waits for, across classes, on $name', (kind) => {
  const h = useHarness(kind);
  let eHomeworkId = 0;
  let class3A = 0;
  let class3B = 0;
  const handedIn = new Map<number, number>();

  const studentToken = async (account: string) => {
    const { body } = await injectCall(h().app, 'studentLogin', {
      body: { account, password: DEMO_PASSWORD },
    });
    if (!body.resultData) throw new Error(`student login ${account} failed: ${body.errorMessage}`);
    return { token: body.resultData.accessToken, studentId: body.resultData.student.studentId };
  };

  beforeAll(async () => {
    const seeded = await seededIds(h().db);
    class3A = await seeded.classIdByName('demo', '3A');
    class3B = await seeded.classIdByName('demo', '3B');
    const teacher = await h().login('demo-teacher');
    eHomeworkId = await distributeTaskSheet(h().app, teacher, {
      name: 'Two-class sheet',
      instructions: 'Hand in a photo',
      classIds: [class3A, class3B],
    });
    const [other] = await h()
      .db.select()
      .from(students)
      .where(eq(students.classId, class3A))
      .orderBy(asc(students.classNumber));
    if (!other) throw new Error('no student in 3A');
    await h()
      .db.update(students)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(students.id, other.id));
    // One student of each class hands in a photo of the sheet: work only a teacher can mark.
    for (const [account, classId] of [
      ['demo-student', class3B],
      [other.account, class3A],
    ] as const) {
      const { token, studentId } = await studentToken(account);
      const detail = (await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId }, token }))
        .body.resultData;
      const photo = await uploadByGrant(h().app, token, {
        kind: 'image',
        bytes: SAMPLE_FILES.png(),
        name: 'page1.png',
        type: 'image/png',
      });
      await injectCall(h().app, 'submitQuestionAnswer', {
        params: { questionId: String(detail?.questions[0]?.questionId ?? 0) },
        body: {
          studentAnswer: '',
          eHomeworkId,
          localAnswer: { answerType: 'PICTURE', imgUrl: [photo.resultData?.url ?? ''], text: '' },
        },
        token,
      });
      const submitted = await injectCall(h().app, 'submitStudentHomework', {
        params: { eHomeworkId },
        body: { timeUp: false },
        token,
      });
      if (!submitted.body.resultStatus) throw new Error(`not handed in: ${submitted.body.errorMessage}`);
      handedIn.set(studentId, classId);
    }
  });

  it("one class's overview names the students of every class whose work waits, as publishing counts them", async () => {
    const token = await h().login('demo-teacher');
    for (const classId of [class3A, class3B]) {
      const overview = (
        await injectCall(h().app, 'getMarkingOverview', {
          params: { eHomeworkId },
          query: { classId },
          token,
        })
      ).body.resultData;
      // The class's own counts stay the class's.
      expect(overview?.submittedCount).toBe(1);
      expect(
        overview?.studentsLeftToMark.map((student) => [student.studentId, student.classId]).sort(),
      ).toEqual([...handedIn].sort());
    }
    const refused = await injectCall(h().app, 'announceResults', {
      params: { eHomeworkId },
      body: { confirm: true, continueWithUnscored: false },
      token,
    });
    expect([refused.body.errorCode, refused.body.errorMessage]).toEqual([
      ERROR_CODES.UNSCORED_STUDENTS,
      '有 2 名學生所有須批改的題目均未評分，是否仍要公佈成績？',
    ]);
  });
});
