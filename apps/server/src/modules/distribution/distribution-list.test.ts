import type { DistributionStatus, SubjectCode } from '@harbour/api-client/contract';
import { practiceStatusOf } from '@harbour/domain';
import { eq } from 'drizzle-orm';
import { homeworks, staffUsers, workPapers } from '../../db/schema';
import type { StaffPrincipal } from '../../plugins/auth';
import { scopeOf, subjectsInScope } from '../../plugins/tenancy';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { useHarness } from '../../test/harness';
import { insertHomeworkRows } from '../../test/homework-rows';
import { homeworkStatus } from '../homework';
import { workPaperInScope } from './service';

const DAY = 24 * 3600_000;
const PAGE_SIZE = 4;
const ACCOUNTS = ['demo-teacher', 'demo-classteacher', 'demo-panel', 'demo-headmaster', 'demo-director'];
const STATUSES: (DistributionStatus | undefined)[] = [
  undefined,
  'UNDISTRIBUTED',
  'NOT_STARTED',
  'IN_PROGRESS',
  'FINISHED',
];

describe.each(testDatabases())('task-sheet list paging on $name', (kind) => {
  const h = useHarness(kind);

  beforeAll(async () => {
    const db = h().db;
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);
    // Homework of every time status for the distributed sheets.
    const homeworkIds = await insertHomeworkRows(
      db,
      [
        { publishTime: null, startTime: at(2), endTime: at(9) },
        { publishTime: at(-1), startTime: at(2), endTime: at(9) },
        { publishTime: at(-3), startTime: at(-2), endTime: at(3) },
        { publishTime: at(-30), startTime: at(-29), endTime: at(-10) },
        { publishTime: at(-200), startTime: at(-199), endTime: at(-150) },
      ]
        .flatMap((times) => [times, times, times])
        .map((times, i) => ({ ...times, homeworkName: `List sheet homework ${i}` })),
    );
    const [demo] = await db.select().from(staffUsers).where(eq(staffUsers.account, 'demo-teacher'));
    if (!demo) throw new Error('demo-teacher missing');
    const staff = (await db.select().from(staffUsers).where(eq(staffUsers.schoolId, demo.schoolId))).slice(
      0,
      4,
    );
    const subjects: SubjectCode[] = ['ENGLISH', 'MATH', 'CHINESE'];
    const grades = [3, 1, 3, 5, 2];
    const created = new Date(now - 5 * DAY);
    await db.insert(workPapers).values(
      Array.from({ length: 36 }, (_, i) => ({
        schoolId: demo.schoolId,
        creatorId: staff[i % staff.length]?.id ?? demo.id,
        subjectCode: subjects[i % subjects.length] as SubjectCode,
        gradeCode: grades[i % grades.length] as number,
        name: `List sheet ${i}`,
        fileKey: `schools/${demo.schoolId}/list-sheet-${i}.pdf`,
        fileName: `list-sheet-${i}.pdf`,
        fileSize: 10,
        homeworkId: i < homeworkIds.length ? (homeworkIds[i] as number) : null,
        // Pairs share a creation time, so the id breaks the tie in the order.
        createdAt: new Date(created.getTime() + Math.floor(i / 2) * 60_000),
      })),
    );
  });

  /**
   * The list as the in-memory version computed it: every sheet of the school newest first, kept when its
   * subject is in scope and `workPaperInScope` lets the account read it, with its distribution status.
   */
  async function readableRows(account: string) {
    const db = h().db;
    const [user] = await db.select().from(staffUsers).where(eq(staffUsers.account, account));
    if (!user) throw new Error(`${account} missing`);
    const principal: StaffPrincipal = {
      sessionId: 0,
      schoolId: user.schoolId,
      staffId: user.id,
      studentId: null,
      studentClassId: null,
      roles: user.roles as StaffPrincipal['roles'],
      activeRole: user.activeRole as StaffPrincipal['activeRole'],
      subjectCodes: user.subjectCodes as SubjectCode[],
      locale: 'en',
    };
    const scope = await scopeOf(db, principal);
    const subjects = subjectsInScope(scope);
    const rows = (await db.select().from(workPapers).where(eq(workPapers.schoolId, user.schoolId)))
      .filter((row) => subjects.includes(row.subjectCode as SubjectCode))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const homeworkRows = new Map((await db.select().from(homeworks)).map((row) => [row.id, row]));
    const now = new Date();
    const readable: { id: number; subjectCode: SubjectCode; status: DistributionStatus }[] = [];
    for (const row of rows) {
      const canRead = await workPaperInScope(db, scope, principal, row.id, 'read').then(
        () => true,
        () => false,
      );
      if (!canRead) continue;
      const homework = row.homeworkId !== null ? homeworkRows.get(row.homeworkId) : undefined;
      const status = homework ? practiceStatusOf(homeworkStatus(homework, now).timeStatus) : 'UNDISTRIBUTED';
      readable.push({ id: row.id, subjectCode: row.subjectCode as SubjectCode, status });
    }
    return readable;
  }

  it('pages, filters and counts in SQL with the same rows and order as filtering every row', async () => {
    let nonEmpty = 0;
    for (const account of ACCOUNTS) {
      const token = await h().login(account);
      const readable = await readableRows(account);
      for (const status of STATUSES) {
        for (const subjectCode of [undefined, 'ENGLISH'] as const) {
          const expected = readable
            .filter(
              (row) =>
                (!status || row.status === status) && (!subjectCode || row.subjectCode === subjectCode),
            )
            .map((row) => row.id);
          const seen: number[] = [];
          for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / PAGE_SIZE)); page++) {
            const { body } = await injectCall(h().app, 'getWorkPapers', {
              token,
              query: { status, subjectCode, page, pageSize: PAGE_SIZE },
            });
            expect([account, status, subjectCode, body.resultData?.total]).toEqual([
              account,
              status,
              subjectCode,
              expected.length,
            ]);
            seen.push(...(body.resultData?.list ?? []).map((paper) => paper.workPaperId));
          }
          expect([account, status, subjectCode, seen]).toEqual([account, status, subjectCode, expected]);
          if (expected.length > PAGE_SIZE) nonEmpty++;
        }
      }
    }
    // Several lists span more than one page: the comparison is not vacuous.
    expect(nonEmpty).toBeGreaterThan(5);
  }, 180_000);
});
