import type { SubjectCode } from '@harbour/domain';
import { hongKongDate } from '@harbour/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  homeworkQuestions,
  learningObjectives,
  questions,
  schedulePapers,
  schedules,
  terms,
} from '../schema';
import type { SeededPeople } from './people';

/** Units (schedules) per class, subject and term. */
export const UNITS_PER_TERM = 4;

const DAY_MS = 24 * 3600_000;

/** The school year (its first calendar year) a Hong Kong day falls in: a year begins on 1 September. */
export function schoolYearOf(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month >= 9 ? year : year - 1;
}

/** The two semesters of a school year: September to January, February to August (the summer included). */
export function semestersOf(schoolYear: number) {
  return [
    { semester: 1, startDate: `${schoolYear}-09-01`, endDate: `${schoolYear + 1}-01-31` },
    { semester: 2, startDate: `${schoolYear + 1}-02-01`, endDate: `${schoolYear + 1}-08-31` },
  ];
}

/** A term cut into `count` units of (nearly) equal days, in order. */
export function unitRanges(startDate: string, endDate: string, count: number) {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - start) / DAY_MS) + 1;
  const day = (offset: number) => new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, k) => ({
    startDate: day(Math.floor((k * days) / count)),
    endDate: day(Math.floor(((k + 1) * days) / count) - 1),
  }));
}

/** The learning aspect a question trains, from its type (§9's aspects; the subject's first otherwise). */
export function aspectOfQuestion(subject: SubjectCode, questionType: string): string {
  if (subject === 'MATH') return 'OTHER';
  if (/ESSAY|LONG_ANSWER|WRITING/.test(questionType)) return 'WRITING';
  if (/SPEAK|READ_ALOUD|RECORD/.test(questionType)) return 'SPEAKING';
  if (/LISTEN/.test(questionType)) return 'LISTENING';
  if (/READING|COMPREHENSION|PASSAGE/.test(questionType)) return 'READING';
  return subject === 'CHINESE' ? 'LANGUAGE_KNOWLEDGE' : 'GRAMMAR';
}

/**
 * Seeds the teaching calendar of a school for the current and the previous school year: two semesters each,
 * per class and subject taught four units a term, each unit with the class's homework of that subject due
 * in its days (Hong Kong) as its papers and the knowledge points of their questions as its objectives.
 */
export async function seedTeachingCalendar(db: Db, people: SeededPeople, now: Date): Promise<void> {
  const { schoolId } = people;
  const current = schoolYearOf(hongKongDate(now));
  const termRows = await db
    .insert(terms)
    .values(
      [current - 1, current].flatMap((year) =>
        semestersOf(year).map((s) => ({ schoolId, schoolYear: year, ...s })),
      ),
    )
    .returning();
  const scheduleValues: (typeof schedules.$inferInsert)[] = [];
  for (const klass of people.classes) {
    for (const subject of ['CHINESE', 'ENGLISH', 'MATH'] as const) {
      if (!people.teacherOf.has(`${klass.id}:${subject}`)) continue;
      for (const term of termRows) {
        unitRanges(term.startDate, term.endDate, UNITS_PER_TERM).forEach((range, k) => {
          scheduleValues.push({
            schoolId,
            classId: klass.id,
            termId: term.id,
            subjectCode: subject,
            name: `第${k + 1}單元`,
            nameEn: `Unit ${k + 1}`,
            sortOrder: k + 1,
            ...range,
          });
        });
      }
    }
  }
  for (let i = 0; i < scheduleValues.length; i += 1000) {
    await db.insert(schedules).values(scheduleValues.slice(i, i + 1000));
  }
  // Papers: the class's homework of the unit's subject due within its days (Hong Kong: UTC+8, no summer time).
  await db.execute(sql`
    INSERT INTO schedule_papers (school_id, schedule_id, homework_id, paper_id, sort_order)
    SELECT ${schoolId}, x.schedule_id, x.homework_id, x.paper_id,
           row_number() OVER (PARTITION BY x.schedule_id ORDER BY x.end_time, x.homework_id)
    FROM (
      SELECT DISTINCT s.id AS schedule_id, h.id AS homework_id, h.paper_id, h.end_time
      FROM schedules s
      JOIN homework_targets ht ON ht.class_id = s.class_id
      JOIN homeworks h ON h.id = ht.homework_id AND h.subject_code = s.subject_code
      WHERE s.school_id = ${schoolId}
        AND ((h.end_time AT TIME ZONE 'UTC') + interval '8 hours')::date BETWEEN s.start_date AND s.end_date
    ) x`);
  // Objectives: the knowledge points of the papers' questions, each in the aspect its first question trains.
  const rows = await db
    .select({
      scheduleId: schedulePapers.scheduleId,
      subjectCode: schedules.subjectCode,
      knowledgePoints: questions.knowledgePoints,
      questionType: questions.questionType,
    })
    .from(schedulePapers)
    .innerJoin(schedules, eq(schedules.id, schedulePapers.scheduleId))
    .innerJoin(homeworkQuestions, eq(homeworkQuestions.homeworkId, schedulePapers.homeworkId))
    .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
    .where(eq(schedulePapers.schoolId, schoolId))
    .orderBy(asc(schedulePapers.scheduleId), asc(schedulePapers.sortOrder), asc(homeworkQuestions.sortOrder));
  const objectives: (typeof learningObjectives.$inferInsert)[] = [];
  const seen = new Set<string>();
  const orderIn = new Map<number, number>();
  for (const row of rows) {
    for (const point of row.knowledgePoints) {
      const key = `${row.scheduleId}:${point}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const sortOrder = (orderIn.get(row.scheduleId) ?? 0) + 1;
      orderIn.set(row.scheduleId, sortOrder);
      objectives.push({
        schoolId,
        scheduleId: row.scheduleId,
        knowledgePoint: point,
        aspect: aspectOfQuestion(row.subjectCode as SubjectCode, row.questionType),
        sortOrder,
      });
    }
  }
  for (let i = 0; i < objectives.length; i += 1000) {
    await db.insert(learningObjectives).values(objectives.slice(i, i + 1000));
  }
}
