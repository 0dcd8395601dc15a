import {
  aspectOfQuestion,
  type CalendarUnit,
  hongKongDate,
  type SubjectCode,
  unitOfHomework,
} from '@harbour/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  homeworkQuestions,
  homeworks,
  homeworkTargets,
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

/**
 * Seeds the teaching calendar of a school for the current and the previous school year: two semesters each,
 * per class and subject taught four units a term, each unit with the class's homework of that subject that
 * the joining rule (unitOfHomework) places there as its papers and the knowledge points of their questions as its objectives.
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
  const unitsOf = new Map<string, CalendarUnit[]>();
  for (let i = 0; i < scheduleValues.length; i += 1000) {
    const rows = await db
      .insert(schedules)
      .values(scheduleValues.slice(i, i + 1000))
      .returning();
    for (const unit of rows) {
      const key = `${unit.classId}:${unit.subjectCode}`;
      unitsOf.set(key, [...(unitsOf.get(key) ?? []), { ...unit, paperIds: [] }]);
    }
  }
  // Papers: each homework in the unit of each target class that the joining rule picks, as publishing does;
  // within a unit, by due time.
  const reached = await db
    .selectDistinct({
      homeworkId: homeworks.id,
      classId: homeworkTargets.classId,
      subjectCode: homeworks.subjectCode,
      paperId: homeworks.paperId,
      startTime: homeworks.startTime,
      endTime: homeworks.endTime,
    })
    .from(homeworkTargets)
    .innerJoin(homeworks, eq(homeworks.id, homeworkTargets.homeworkId))
    .where(eq(homeworks.schoolId, schoolId))
    .orderBy(asc(homeworks.endTime), asc(homeworks.id));
  const paperValues: (typeof schedulePapers.$inferInsert)[] = [];
  const countIn = new Map<number, number>();
  for (const row of reached) {
    const placement = unitOfHomework(termRows, unitsOf.get(`${row.classId}:${row.subjectCode}`) ?? [], row);
    if (!('unitId' in placement)) continue;
    const sortOrder = (countIn.get(placement.unitId) ?? 0) + 1;
    countIn.set(placement.unitId, sortOrder);
    paperValues.push({
      schoolId,
      scheduleId: placement.unitId,
      homeworkId: row.homeworkId,
      paperId: row.paperId,
      sortOrder,
    });
  }
  for (let i = 0; i < paperValues.length; i += 1000) {
    await db.insert(schedulePapers).values(paperValues.slice(i, i + 1000));
  }
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
