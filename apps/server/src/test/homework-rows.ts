import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classes, homeworks, homeworkTargets, schools, staffUsers } from '../db/schema';

/** Times of a homework row a test inserts. */
export interface HomeworkTimesRow {
  publishTime: Date | null;
  startTime: Date;
  endTime: Date;
}

/**
 * Inserts bare homework rows of the demo school (English, grade 3, targeting class 3A) with the given
 * names and times, for tests of lists and time statuses; answers their ids in order.
 */
export async function insertHomeworkRows(
  db: Db,
  rows: readonly (HomeworkTimesRow & { homeworkName: string })[],
): Promise<number[]> {
  const [school] = await db.select().from(schools).where(eq(schools.nameEn, 'Harbour College'));
  if (!school) throw new Error('demo school missing');
  const [creator] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.schoolId, school.id));
  const [klass] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, school.id), eq(classes.className, '3A')));
  if (!creator || !klass) throw new Error('demo staff or class 3A missing');
  const inserted = await db
    .insert(homeworks)
    .values(
      rows.map((row) => ({
        schoolId: school.id,
        creatorId: creator.id,
        subjectCode: 'ENGLISH',
        gradeCode: 3,
        homeworkName: row.homeworkName,
        processType: '1',
        type: 'AEL_PRACTICE',
        distributeRange: 'SINGLE_CLASS',
        distributeObject: '3A',
        startTime: row.startTime,
        endTime: row.endTime,
        publishTime: row.publishTime,
      })),
    )
    .returning({ id: homeworks.id });
  await db.insert(homeworkTargets).values(
    inserted.map((row) => ({
      homeworkId: row.id,
      classId: klass.id,
      groupId: null,
      scope: 'SINGLE_CLASS',
    })),
  );
  return inserted.map((row) => row.id);
}
