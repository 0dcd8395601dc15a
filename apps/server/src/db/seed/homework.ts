import type { Faker } from '@faker-js/faker';
import type { ProcessType, SubjectCode } from '@harbour/api-client/contract';
import {
  feedbackSettingOf,
  hongKongDate,
  hongKongDayStart,
  hongKongWallTime,
  hongKongYearMonth,
  isTestProcess,
  SUBJECT_CODES,
  textbookTypesForGrade,
} from '@harbour/domain';
import { BASE_QUESTION_TYPES, COMPOSITE_QUESTION_TYPES } from '@harbour/question-engine/core';
import { QUESTION_FULL_MARK } from '../../modules/homework';
import type { Storage } from '../../storage';
import type { Db } from '../client';
import { homeworkQuestions, homeworks, homeworkTargets } from '../schema';
import type { SeededCurriculum } from './curriculum';
import type { SeededPeople } from './people';
import { schoolYearOf } from './teaching-calendar';
import { emptyWork, insertWork, workPlanner } from './work';

export { rightAnswerOf } from './work';

const DAY_MS = 24 * 60 * 60_000;

/** Homework whose students' work is planned and written together. */
const WORK_BATCH = 100;
/** Duration of every seeded test, in minutes. */
export const SEEDED_TEST_MINUTES = 40;
/** Questions per seeded homework at scale 1 (`questionsPerHomework` gives other scales). */
export const QUESTIONS_PER_HOMEWORK = 5;
/**
 * How the names of each class's two homework around today end: one open now (a fill-in question first)
 * and one not started yet. This month's calendar homework may also be open or not started on some dates,
 * so tests find these two by name rather than by the clock. Nobody has answered either.
 */
export const SEEDED_OPEN_HOMEWORK = '進行中練習';
export const SEEDED_FUTURE_HOMEWORK = '預習（未開始）';
/**
 * How the names of each class's homework due this week end: open, due in two days (before the open
 * homework above ends), handed in by some students, begun by others, not by the `student` account.
 */
export const SEEDED_WEEK_HOMEWORK = '本週功課';
/** demo-student's class (3B) has this one in English: a question of every type of the bank. */
export const SEEDED_ALL_TYPES_HOMEWORK = '全題型練習';
/**
 * demo-teacher's homework waiting for marking, in 3B English: ended two days ago, handed in by every
 * student of the class on time — an essay answered with photos, a speaking answer recorded, and questions the
 * engine checked. Named `3B ${SEEDED_MARKING_HOMEWORK}`.
 */
export const SEEDED_MARKING_HOMEWORK = 'Marking: Essay, Speaking and Quiz';
/**
 * demo-teacher's writing task (processType 14) in 3B English with its scoring criteria, handed in by every
 * student (the essay as photos), waiting for marking. Named `3B ${SEEDED_WRITING_TASK}`.
 */
export const SEEDED_WRITING_TASK = 'Writing Task: A Letter to a Friend';
/** The writing task's scoring criteria (rule name, share in percent, total): totals add up to its full mark. */
export const SEEDED_WRITING_CRITERIA = [
  { ruleName: 'Content', share: 40, total: 4 },
  { ruleName: 'Organisation', share: 30, total: 3 },
  { ruleName: 'Language', share: 30, total: 3 },
];

/**
 * Homework per class and subject a full school year adds (`pnpm seed --year`), spread over the last school
 * year: with the three subjects, about 200 homework a student in that year (the "a full school's year").
 */
export const YEAR_HOMEWORK_PER_SUBJECT = 66;

/** Questions per generated homework at a scale: 5 at scale 1, 20 at scale 10 (and above). */
export function questionsPerHomework(scale: number): number {
  return Math.min(20, QUESTIONS_PER_HOMEWORK + Math.round(((scale - 1) * 15) / 9));
}

const SUBJECT_LABEL: Record<SubjectCode, string> = { CHINESE: '中文', ENGLISH: 'English', MATH: '數學' };
const PAST_NAMES: Record<SubjectCode, readonly string[]> = {
  CHINESE: ['閱讀理解練習', '成語運用小測', '標點符號練習', '單元評估'],
  ENGLISH: ['Reading Practice', 'Grammar Quiz: Present Simple', 'Vocabulary Builder', 'Unit Assessment'],
  MATH: ['分數練習', '乘法小測', '圖形與空間', '單元評估'],
};
const PAST_PROCESS = ['1', '2a', '3a', '4'] as const;
/**
 * The last weeks, due 15, 8 and 1 days ago (this month's calendar gives plain practice): writing (photos or
 * typed text), speaking (recordings) and writing, a test.
 */
const WEEK_NAMES: Record<SubjectCode, readonly string[]> = {
  CHINESE: ['看圖寫作', '朗讀及說話練習', '單元小測'],
  ENGLISH: ['Writing: My Weekend', 'Speaking: Read Aloud', 'Unit Test'],
  MATH: ['應用題（列式計算）', '口述解題', '單元測驗'],
};
/** Types only a teacher marks (their answers are photos, text or recordings). */
const TEACHER_MARKED_TYPES = ['ESSAY', 'LONG_ANSWER', 'SPEAKING'];
const WEEK_TEST_PROCESS: Record<SubjectCode, ProcessType> = { CHINESE: '4', ENGLISH: '3a', MATH: '3b' };

/** A homework to insert, and what its students did. */
export interface HomeworkPlan {
  values: typeof homeworks.$inferInsert;
  targets: { classId: number; groupId: number | null }[];
  questionIds: number[];
  /** NONE: nobody answered; PAST: it ended, most students handed it in; OPEN: in progress, some have. */
  work: 'NONE' | 'PAST' | 'OPEN';
  /** Whether the teacher marked the answers only a teacher can mark (essays, long answers, speaking). */
  marked: boolean;
  /** Every student handed it in on time, and essays are answered with photos (the marking demo). */
  demo?: boolean;
}

/**
 * Seeds a past term of homework (marked and announced), this month's calendar, the last four weeks of every
 * class (practice, writing with photos or typed text, speaking with recordings, a test waiting to be marked)
 * and the homework due this week, with the attempts and answers of their students checked by the engine.
 */
export async function seedHomework(
  db: Db,
  faker: Faker,
  people: SeededPeople,
  curriculum: SeededCurriculum,
  now: Date,
  options: { scale: number; storage?: Storage | undefined; year?: boolean | undefined },
): Promise<void> {
  const { schoolId } = people;
  const perHomework = questionsPerHomework(options.scale);
  const plans: HomeworkPlan[] = [];
  const pick = (
    subject: SubjectCode,
    offset: number,
    firstTypes: readonly string[] = [],
    count = perHomework,
    named = false,
    exclude: readonly number[] = [],
  ): number[] => {
    const pool = (curriculum.questionsBySubject.get(subject) ?? []).filter((q) => !exclude.includes(q.id));
    const chosen: number[] = [];
    for (const type of firstTypes) {
      const ofType = pool.filter((q) => q.questionType === type);
      const first = ofType[named ? 0 : offset % Math.max(1, ofType.length)];
      if (first && !chosen.includes(first.id)) chosen.push(first.id);
    }
    // Beyond the types asked for, generated homework holds questions the engine checks: essays and speaking
    // come where asked, so their photos and recordings stay a few thousand files at scale 1. The named
    // homework the tests use keeps the questions it always had.
    for (let k = 0; chosen.length < count && k < pool.length * 2; k++) {
      const candidate = pool[(offset * 11 + k * 5) % pool.length];
      if (!candidate || chosen.includes(candidate.id)) continue;
      if (!named && TEACHER_MARKED_TYPES.includes(candidate.questionType)) continue;
      chosen.push(candidate.id);
    }
    return chosen;
  };
  const thisMonth = hongKongYearMonth(now);
  const lastDay = new Date(Date.UTC(thisMonth.year, thisMonth.month, 0)).getUTCDate();
  const today = hongKongDayStart(hongKongDate(now)).getTime();
  /** 23:59 Hong Kong time, `days` days from today. */
  const dayEnd = (days: number) => new Date(today + days * DAY_MS + DAY_MS - 60_000);

  people.classes.forEach((klass, classIndex) => {
    SUBJECT_CODES.forEach((subject, subjectIndex) => {
      const creatorId = people.teacherOf.get(`${klass.id}:${subject}`);
      if (creatorId === undefined) return;
      const common = {
        schoolId,
        creatorId,
        subjectCode: subject,
        gradeCode: klass.gradeCode,
        distributeRange: 'SINGLE_CLASS',
        distributeObject: klass.className,
        type: 'AEL_PRACTICE',
        audioLanguage: subject === 'ENGLISH' ? 'ENGLISH' : 'CANTONESE',
        videoLanguage: subject === 'ENGLISH' ? 'ENGLISH' : 'CANTONESE',
      };
      const classTarget = [{ classId: klass.id, groupId: null }];
      // Published from the units of the grade's course families (§5), in turn; writing tasks are the writing
      // zone's, below. The weeks' homework is the teachers' own, of no family.
      const families = textbookTypesForGrade(klass.gradeCode).filter((family) => family !== 'WRITING_ZONE');
      const familyOf = (k: number) => families[k % families.length] ?? null;
      // A past term: four homework due 120, 95, 70 and 45 days ago, marked and announced.
      PAST_NAMES[subject].forEach((name, k) => {
        const endTime = new Date(now.getTime() - (120 - k * 25) * DAY_MS);
        const group = k === 2 && subject === 'ENGLISH' ? people.groupsByClass.get(klass.id)?.[0] : undefined;
        plans.push({
          values: {
            ...common,
            homeworkName: `${klass.className} ${name}`,
            processType: PAST_PROCESS[k] ?? '1',
            textbookType: familyOf(k),
            type: k >= 2 ? 'EXAM' : 'AEL_PRACTICE',
            ehomeworkLevel: k === 3 ? 'DIFFICULT' : 'MEDIUM',
            knowledgeContents: `${SUBJECT_LABEL[subject]}基礎;${name}`,
            distributeRange: group ? 'GROUP' : 'SINGLE_CLASS',
            distributeObject: group ? `${klass.className} 第一組` : klass.className,
            fixedGroupStatus: Boolean(group),
            correctionStatus: 'ANNOUNCED',
            startTime: new Date(endTime.getTime() - 7 * DAY_MS),
            endTime,
            createTime: new Date(endTime.getTime() - 8 * DAY_MS),
          },
          targets: [{ classId: klass.id, groupId: group?.id ?? null }],
          questionIds: pick(subject, classIndex + k + subjectIndex),
          work: 'PAST',
          marked: true,
        });
      });
      // This month's calendar: three homework on fixed days (their status follows the clock); those that
      // ended were handed in, and marked when they ended over a week ago.
      [4, 13, 22].forEach((day, k) => {
        const endTime = hongKongWallTime(
          thisMonth.year,
          thisMonth.month,
          Math.min(lastDay, day + subjectIndex * 2),
          23,
        );
        const ended = endTime.getTime() <= now.getTime();
        plans.push({
          values: {
            ...common,
            homeworkName: `${klass.className} ${SUBJECT_LABEL[subject]} 本月練習 ${k + 1}`,
            processType: (['1', '2a', '13'] as const)[k] ?? '1',
            textbookType: familyOf(k),
            startTime: new Date(endTime.getTime() - 5 * DAY_MS),
            endTime,
            createTime: new Date(endTime.getTime() - 6 * DAY_MS),
          },
          targets: classTarget,
          questionIds: pick(subject, classIndex * 3 + k),
          work: ended ? 'PAST' : 'NONE',
          marked: endTime.getTime() < now.getTime() - 7 * DAY_MS,
        });
      });
      // The last weeks, due 15, 8 and 1 days ago: writing (photos or typed text), marked; speaking
      // (recordings) and writing, not marked yet; a test waiting to be marked.
      WEEK_NAMES[subject].forEach((name, k) => {
        const endTime = dayEnd(-(15 - k * 7));
        const test = k === 2;
        const processType: ProcessType = test ? WEEK_TEST_PROCESS[subject] : k === 0 ? '2a' : '2b';
        const firstTypes = [['ESSAY', 'LONG_ANSWER'], ['SPEAKING', 'ESSAY'], ['LONG_ANSWER']][k] ?? [];
        plans.push({
          values: {
            ...common,
            homeworkName: `${klass.className} ${name}`,
            processType,
            type: test ? 'EXAM' : 'AEL_PRACTICE',
            knowledgeContents: `${SUBJECT_LABEL[subject]};${name}`,
            startTime: new Date(endTime.getTime() - (test ? 2 : 6) * DAY_MS),
            endTime,
            createTime: new Date(endTime.getTime() - (test ? 3 : 7) * DAY_MS),
          },
          targets: classTarget,
          questionIds: pick(subject, classIndex * 7 + subjectIndex * 3 + k + 2, firstTypes),
          work: 'PAST',
          marked: k === 0,
        });
      });
      // Open now (with a fill-in question first, which the benchmark answers): its questions are in no other
      // homework of this week, so an answer naming no homework finds it.
      const openIds = pick(subject, classIndex + 5, ['COMPLETION'], QUESTIONS_PER_HOMEWORK, true);
      // Due this week: open, handed in by some. demo-student's class has every type of the bank in English.
      const allTypes = klass.className === '3B' && subject === 'ENGLISH';
      plans.push({
        values: {
          ...common,
          homeworkName: `${klass.className} ${SUBJECT_LABEL[subject]} ${allTypes ? SEEDED_ALL_TYPES_HOMEWORK : SEEDED_WEEK_HOMEWORK}`,
          processType: allTypes ? '2c' : '1',
          knowledgeContents: `${SUBJECT_LABEL[subject]};${allTypes ? SEEDED_ALL_TYPES_HOMEWORK : SEEDED_WEEK_HOMEWORK}`,
          startTime: dayEnd(-3),
          endTime: dayEnd(2),
          createTime: dayEnd(-4),
        },
        targets: classTarget,
        questionIds: allTypes
          ? pick(
              subject,
              classIndex,
              [...BASE_QUESTION_TYPES, ...COMPOSITE_QUESTION_TYPES],
              BASE_QUESTION_TYPES.length + COMPOSITE_QUESTION_TYPES.length,
              false,
              openIds,
            )
          : pick(subject, classIndex * 5 + subjectIndex + 4, [], perHomework, false, openIds),
        work: 'OPEN',
        marked: false,
      });
      // Open now, and not started yet.
      plans.push({
        values: {
          ...common,
          homeworkName: `${klass.className} ${SUBJECT_LABEL[subject]} ${SEEDED_OPEN_HOMEWORK}`,
          processType: '2b',
          startTime: new Date(now.getTime() - 2 * DAY_MS),
          endTime: new Date(now.getTime() + 3 * DAY_MS),
          createTime: new Date(now.getTime() - 3 * DAY_MS),
        },
        targets: classTarget,
        questionIds: openIds,
        work: 'NONE',
        marked: false,
      });
      plans.push({
        values: {
          ...common,
          homeworkName: `${klass.className} ${SUBJECT_LABEL[subject]} ${SEEDED_FUTURE_HOMEWORK}`,
          processType: '1',
          startTime: new Date(now.getTime() + 1 * DAY_MS),
          endTime: new Date(now.getTime() + 4 * DAY_MS),
          createTime: now,
        },
        targets: classTarget,
        questionIds: pick(subject, classIndex + 9, [], QUESTIONS_PER_HOMEWORK, true),
        work: 'NONE',
        marked: false,
      });
    });
  });

  // A whole-grade test per grade, last term, in Mathematics.
  const grades = [...new Set(people.classes.map((c) => c.gradeCode))];
  for (const gradeCode of grades) {
    const gradeClasses = people.classes.filter((c) => c.gradeCode === gradeCode);
    const creatorId = people.teacherOf.get(`${gradeClasses[0]?.id}:MATH`);
    if (creatorId === undefined) continue;
    const endTime = new Date(now.getTime() - 60 * DAY_MS);
    plans.push({
      values: {
        schoolId,
        creatorId,
        subjectCode: 'MATH',
        gradeCode,
        homeworkName: `全級數學統一測驗`,
        processType: '3b',
        type: 'EXAM',
        distributeRange: 'WHOLE_GRADE',
        distributeObject: gradeClasses.map((c) => c.className).join(', '),
        correctionStatus: 'ANNOUNCED',
        startTime: new Date(endTime.getTime() - 2 * DAY_MS),
        endTime,
        createTime: new Date(endTime.getTime() - 3 * DAY_MS),
      },
      targets: gradeClasses.map((c) => ({ classId: c.id, groupId: null })),
      questionIds: pick('MATH', gradeCode * 2),
      work: 'PAST',
      marked: true,
    });
  }

  // demo-teacher's marking demo in 3B English (last, so the rest of the seed draws what it always drew): a
  // homework waiting for marking and a writing task with scoring criteria, handed in by the whole class.
  const demoClass = people.classes.find((klass) => klass.className === '3B');
  const demoTeacher = demoClass ? people.teacherOf.get(`${demoClass.id}:ENGLISH`) : undefined;
  if (demoClass && demoTeacher !== undefined) {
    const common = {
      schoolId,
      creatorId: demoTeacher,
      subjectCode: 'ENGLISH',
      gradeCode: demoClass.gradeCode,
      distributeRange: 'SINGLE_CLASS',
      distributeObject: demoClass.className,
      type: 'AEL_PRACTICE',
      audioLanguage: 'ENGLISH',
      videoLanguage: 'ENGLISH',
    };
    const target = [{ classId: demoClass.id, groupId: null }];
    const markingEnd = dayEnd(-2);
    const markingIds = pick(
      'ENGLISH',
      0,
      ['ESSAY', 'SPEAKING', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'COMPLETION'],
      5,
      true,
    );
    plans.push({
      values: {
        ...common,
        homeworkName: `${demoClass.className} ${SEEDED_MARKING_HOMEWORK}`,
        processType: '2a',
        knowledgeContents: `English;${SEEDED_MARKING_HOMEWORK}`,
        startTime: new Date(markingEnd.getTime() - 5 * DAY_MS),
        endTime: markingEnd,
        createTime: new Date(markingEnd.getTime() - 6 * DAY_MS),
      },
      targets: target,
      questionIds: markingIds,
      work: 'PAST',
      marked: false,
      demo: true,
    });
    const writingEnd = dayEnd(-3);
    plans.push({
      values: {
        ...common,
        homeworkName: `${demoClass.className} ${SEEDED_WRITING_TASK}`,
        processType: '14',
        textbookType: 'WRITING_ZONE',
        knowledgeContents: `Writing;${SEEDED_WRITING_TASK}`,
        writingRequirementContent:
          'Write a letter of about 120 words to a friend about your last school trip: where you went, what you did and how you felt.',
        writingCriteria: SEEDED_WRITING_CRITERIA,
        startTime: new Date(writingEnd.getTime() - 5 * DAY_MS),
        endTime: writingEnd,
        createTime: new Date(writingEnd.getTime() - 6 * DAY_MS),
      },
      targets: target,
      questionIds: pick('ENGLISH', 1, ['ESSAY'], 1, false, markingIds),
      work: 'PAST',
      marked: false,
      demo: true,
    });
  }

  // A full school year (`--year`, off by default so every other seed is unchanged): last school year, from its
  // first week to mid-July, YEAR_HOMEWORK_PER_SUBJECT homework per class and subject, marked and announced,
  // handed in as the past term's are. Planned last, so the homework above draws what it always drew.
  if (options.year) {
    const lastYear = schoolYearOf(hongKongDate(now)) - 1;
    const first = hongKongWallTime(lastYear, 9, 8, 23).getTime();
    const span = hongKongWallTime(lastYear + 1, 7, 15, 23).getTime() - first;
    people.classes.forEach((klass, classIndex) => {
      SUBJECT_CODES.forEach((subject, subjectIndex) => {
        const creatorId = people.teacherOf.get(`${klass.id}:${subject}`);
        if (creatorId === undefined) return;
        const families = textbookTypesForGrade(klass.gradeCode).filter((family) => family !== 'WRITING_ZONE');
        for (let k = 0; k < YEAR_HOMEWORK_PER_SUBJECT; k++) {
          const endTime = new Date(first + Math.floor((k * span) / (YEAR_HOMEWORK_PER_SUBJECT - 1)));
          const processType = PAST_PROCESS[k % PAST_PROCESS.length] ?? '1';
          plans.push({
            values: {
              schoolId,
              creatorId,
              subjectCode: subject,
              gradeCode: klass.gradeCode,
              homeworkName: `${klass.className} ${SUBJECT_LABEL[subject]} 全年練習 ${k + 1}`,
              processType,
              textbookType: families[k % Math.max(1, families.length)] ?? null,
              type: isTestProcess(processType) ? 'EXAM' : 'AEL_PRACTICE',
              distributeRange: 'SINGLE_CLASS',
              distributeObject: klass.className,
              audioLanguage: subject === 'ENGLISH' ? 'ENGLISH' : 'CANTONESE',
              videoLanguage: subject === 'ENGLISH' ? 'ENGLISH' : 'CANTONESE',
              knowledgeContents: `${SUBJECT_LABEL[subject]};全年練習`,
              correctionStatus: 'ANNOUNCED',
              startTime: new Date(endTime.getTime() - 5 * DAY_MS),
              endTime,
              createTime: new Date(endTime.getTime() - 6 * DAY_MS),
            },
            targets: [{ classId: klass.id, groupId: null }],
            questionIds: pick(subject, classIndex * 17 + subjectIndex * 5 + k),
            work: 'PAST',
            marked: true,
          });
        }
      });
    });
  }

  // What the students did is planned homework by homework (below); the correction status follows from it:
  // a marked homework is corrected, a test or a homework with answers only a teacher marks waits (someone
  // handed every ended homework in), the rest the engine corrected.
  const planner = await workPlanner(db, faker, people, plans, now);
  for (const plan of plans) {
    if (plan.values.correctionStatus === 'ANNOUNCED' || plan.work === 'NONE') continue;
    const test = isTestProcess(plan.values.processType as ProcessType);
    plan.values.correctionStatus =
      plan.work === 'OPEN' || (!plan.marked && (test || planner.hasTeacherMarked(plan)))
        ? 'WAIT_CORRECT'
        : 'CORRECTED';
  }

  // Insert homework, targets and questions.
  const homeworkIds: number[] = [];
  for (let i = 0; i < plans.length; i += 500) {
    const rows = await db
      .insert(homeworks)
      // Seeded homework was published when it was created; its tests carry a duration and a maximum (§5).
      .values(
        plans.slice(i, i + 500).map((plan) => ({
          ...plan.values,
          questionCount: plan.questionIds.length,
          publishTime: plan.values.createTime,
          ...(isTestProcess(plan.values.processType as ProcessType)
            ? {
                classification: 'EXAMINATION',
                durationMinutes: SEEDED_TEST_MINUTES,
                maximumPercent: 100,
                ...feedbackSettingOf(plan.values.processType as ProcessType, {}),
              }
            : {}),
        })),
      )
      .returning({ id: homeworks.id });
    homeworkIds.push(...rows.map((row) => row.id));
  }
  const targetValues = plans.flatMap((plan, i) =>
    plan.targets.map((target) => ({
      homeworkId: homeworkIds[i] ?? 0,
      scope: plan.values.distributeRange,
      ...target,
    })),
  );
  const questionValues = plans.flatMap((plan, i) =>
    plan.questionIds.map((questionId, k) => ({
      homeworkId: homeworkIds[i] ?? 0,
      questionId,
      sortOrder: k + 1,
      maxScore: QUESTION_FULL_MARK,
    })),
  );
  // Four columns a row: 2,000 rows stay far below 65,535 parameters a statement.
  for (let i = 0; i < targetValues.length; i += 2000)
    await db.insert(homeworkTargets).values(targetValues.slice(i, i + 2000));
  for (let i = 0; i < questionValues.length; i += 2000) {
    await db.insert(homeworkQuestions).values(questionValues.slice(i, i + 2000));
  }
  // Students' work, a batch of homework at a time, so a large school is never all in memory at once.
  for (let first = 0; first < plans.length; first += WORK_BATCH) {
    const work = emptyWork();
    for (let index = first; index < Math.min(plans.length, first + WORK_BATCH); index++)
      planner.plan(index, work);
    await insertWork(db, schoolId, work, homeworkIds, options.storage);
  }
}
