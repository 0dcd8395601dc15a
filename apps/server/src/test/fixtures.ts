import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attempts,
  classes,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  questions,
  schools,
  students,
} from '../db/schema';
import { SEEDED_FUTURE_HOMEWORK, SEEDED_OPEN_HOMEWORK } from '../db/seed/homework';

/** Ids of seeded rows the tests address. */
export interface SeededIds {
  demoSchoolId: number;
  otherSchoolId: number;
  classIdByName: (school: 'demo' | 'other', className: string) => Promise<number>;
  firstStudentOf: (classId: number) => Promise<number>;
  questionOf: (school: 'demo' | 'other', subject: string, type: string) => Promise<number>;
  notStartedHomeworkOf: (classId: number, subject: string) => Promise<number>;
  inProgressHomeworkOf: (classId: number, subject: string) => Promise<{ id: number; questionIds: number[] }>;
  /** Records that a demo-school student handed a homework in now (an attempt, submitted, NORMAL). */
  submitHomework: (homeworkId: number, studentId: number) => Promise<void>;
}

export async function seededIds(db: Db): Promise<SeededIds> {
  const schoolRows = await db.select().from(schools).orderBy(asc(schools.id));
  const demo = schoolRows.find((row) => row.nameEn === 'Harbour College');
  const other = schoolRows.find((row) => row.nameEn === 'Hillview School');
  if (!demo || !other) throw new Error('seed schools missing');
  const schoolId = (school: 'demo' | 'other') => (school === 'demo' ? demo.id : other.id);
  /** The seed's homework of a class and subject whose name ends with `suffix` (see the seed's names). */
  const homeworkOf = async (classId: number, subject: string, suffix: string) => {
    const [row] = await db
      .select({ id: homeworks.id })
      .from(homeworks)
      .innerJoin(homeworkTargets, eq(homeworkTargets.homeworkId, homeworks.id))
      .where(
        and(
          eq(homeworkTargets.classId, classId),
          eq(homeworks.subjectCode, subject),
          like(homeworks.homeworkName, `% ${suffix}`),
        ),
      )
      .orderBy(asc(homeworks.id))
      .limit(1);
    if (!row) throw new Error(`no homework ending ${suffix} for class ${classId} ${subject}`);
    return row.id;
  };
  return {
    demoSchoolId: demo.id,
    otherSchoolId: other.id,
    classIdByName: async (school, className) => {
      const [row] = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.schoolId, schoolId(school)), eq(classes.className, className)));
      if (!row) throw new Error(`no class ${className}`);
      return row.id;
    },
    firstStudentOf: async (classId) => {
      const [row] = await db
        .select({ id: students.id })
        .from(students)
        .where(eq(students.classId, classId))
        .orderBy(asc(students.classNumber))
        .limit(1);
      if (!row) throw new Error(`no student in ${classId}`);
      return row.id;
    },
    questionOf: async (school, subject, type) => {
      const [row] = await db
        .select({ id: questions.id })
        .from(questions)
        .where(
          and(
            eq(questions.schoolId, schoolId(school)),
            eq(questions.subjectCode, subject),
            eq(questions.questionType, type),
          ),
        )
        .orderBy(asc(questions.id))
        .limit(1);
      if (!row) throw new Error(`no ${subject} ${type} question`);
      return row.id;
    },
    notStartedHomeworkOf: (classId, subject) => homeworkOf(classId, subject, SEEDED_FUTURE_HOMEWORK),
    inProgressHomeworkOf: async (classId, subject) => {
      const id = await homeworkOf(classId, subject, SEEDED_OPEN_HOMEWORK);
      const rows = await db
        .select({ questionId: homeworkQuestions.questionId })
        .from(homeworkQuestions)
        .where(eq(homeworkQuestions.homeworkId, id))
        .orderBy(asc(homeworkQuestions.sortOrder));
      return { id, questionIds: rows.map((row) => row.questionId) };
    },
    submitHomework: async (homeworkId, studentId) => {
      await db
        .insert(attempts)
        .values({ schoolId: demo.id, homeworkId, studentId, submittedAt: new Date(), submitStatus: 'NORMAL' })
        .onConflictDoUpdate({
          target: [attempts.homeworkId, attempts.studentId],
          set: { submittedAt: new Date(), submitStatus: 'NORMAL' },
        });
    },
  };
}

/** A question's stored content (the JSON the question engine parses); undefined when there is no such question. */
export async function questionContentOf(db: Db, questionId: number): Promise<unknown> {
  const [row] = await db
    .select({ content: questions.content })
    .from(questions)
    .where(eq(questions.id, questionId));
  return row?.content;
}
