import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { answers, attempts, classes, homeworks, homeworkTargets, staffUsers, students } from '../db/schema';
import { seededIds } from './fixtures';

// The shared fixture of the report and mistakes-centre tests: a class of their own beside the seeded 3B (so the
// figures are exact), its named students, homework aimed at it and attempts at that homework. Tests only.

/** A probe class of the demo school: its id, grade, students by English name, and the headmaster (a creator). */
export interface ProbeClass {
  schoolId: number;
  classId: number;
  className: string;
  gradeCode: number;
  headmasterId: number;
  /** Student ids by English name. */
  ids: Record<string, number>;
}

/** A new class of 3B's grade with the named students (numbers 1, 2, … in order; accounts `<prefix>-<name>`). */
export async function probeClass(
  db: Db,
  className: string,
  names: readonly string[],
  accountPrefix: string,
): Promise<ProbeClass> {
  const seeded = await seededIds(db);
  const schoolId = seeded.demoSchoolId;
  const [of3B] = await db
    .select()
    .from(classes)
    .where(eq(classes.id, await seeded.classIdByName('demo', '3B')));
  if (!of3B) throw new Error('no 3B');
  const [klass] = await db
    .insert(classes)
    .values({ schoolId, gradeId: of3B.gradeId, gradeCode: of3B.gradeCode, className })
    .returning();
  const classId = klass?.id ?? 0;
  const people = await db
    .insert(students)
    .values(
      names.map((name, k) => ({
        schoolId,
        classId,
        classNumber: k + 1,
        name: `學生${name}`,
        nameEn: name,
        gender: 'FEMALE',
        account: `${accountPrefix}-${name.toLowerCase()}`,
      })),
    )
    .returning();
  const ids: Record<string, number> = {};
  for (const person of people) ids[person.nameEn] = person.id;
  const [headmaster] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.account, 'demo-headmaster'));
  return { schoolId, classId, className, gradeCode: of3B.gradeCode, headmasterId: headmaster?.id ?? 0, ids };
}

const HOUR = 3600_000;

/**
 * An English homework by the headmaster aimed at the probe class, published and started 48 hours before its
 * end; `values` names it and sets the rest. Answers its id.
 */
export async function insertProbeHomework(
  db: Db,
  probe: ProbeClass,
  end: Date,
  values: Pick<typeof homeworks.$inferInsert, 'homeworkName' | 'processType' | 'type' | 'questionCount'> &
    Partial<typeof homeworks.$inferInsert>,
): Promise<number> {
  const [row] = await db
    .insert(homeworks)
    .values({
      schoolId: probe.schoolId,
      creatorId: probe.headmasterId,
      subjectCode: 'ENGLISH',
      gradeCode: probe.gradeCode,
      distributeRange: 'SINGLE_CLASS',
      distributeObject: probe.className,
      startTime: new Date(end.getTime() - 48 * HOUR),
      endTime: end,
      publishTime: new Date(end.getTime() - 48 * HOUR),
      ...values,
    })
    .returning();
  const id = row?.id ?? 0;
  await db.insert(homeworkTargets).values({ homeworkId: id, classId: probe.classId });
  return id;
}

/** An answer of an inserted attempt (its school and attempt come from the attempt). */
export type ProbeAnswer = Omit<typeof answers.$inferInsert, 'schoolId' | 'attemptId'>;

/** A student's attempt at a homework and its answers; answers the attempt's id and the answers' ids in order. */
export async function insertAttempt(
  db: Db,
  attempt: typeof attempts.$inferInsert,
  given: readonly ProbeAnswer[],
): Promise<{ attemptId: number; answerIds: number[] }> {
  const [row] = await db.insert(attempts).values(attempt).returning();
  const attemptId = row?.id ?? 0;
  if (given.length === 0) return { attemptId, answerIds: [] };
  const inserted = await db
    .insert(answers)
    .values(given.map((answer) => ({ schoolId: attempt.schoolId, attemptId, ...answer })))
    .returning({ id: answers.id });
  return { attemptId, answerIds: inserted.map((answer) => answer.id) };
}
