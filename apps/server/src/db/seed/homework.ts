import type { Faker } from '@faker-js/faker';
import type { ProcessType, SubjectCode } from '@harbour/api-client/contract';
import { hongKongWallTime, hongKongYearMonth, isTestProcess, SUBJECT_CODES } from '@harbour/domain';
import {
  type BaseQuestion,
  checkAnswer,
  isCompositeQuestion,
  parseQuestion,
  type Question,
} from '@harbour/question-engine/core';
import { inArray, sql } from 'drizzle-orm';
import { QUESTION_FULL_MARK } from '../../modules/homework';
import { autoScore } from '../../modules/questions';
import type { Db } from '../client';
import { homeworkQuestions, homeworks, homeworkTargets, questions } from '../schema';
import type { SeededCurriculum } from './curriculum';
import type { SeededPeople } from './people';

const DAY_MS = 24 * 60 * 60_000;

/** Duration of every seeded test, in minutes. */
const SEEDED_TEST_MINUTES = 40;
/** Questions per seeded homework. */
export const QUESTIONS_PER_HOMEWORK = 5;
/**
 * How the names of each class's two homework around today end: one open now (a fill-in question first)
 * and one not started yet. This month's calendar homework may also be open or not started on some dates,
 * so tests find these two by name rather than by the clock.
 */
export const SEEDED_OPEN_HOMEWORK = '進行中練習';
export const SEEDED_FUTURE_HOMEWORK = '預習（未開始）';
/** Share of students who submitted past homework, and who answered a question right. */
const SUBMIT_RATE = 0.9;
const RIGHT_RATE = 0.65;

const SUBJECT_LABEL: Record<SubjectCode, string> = { CHINESE: '中文', ENGLISH: 'English', MATH: '數學' };
const PAST_NAMES: Record<SubjectCode, readonly string[]> = {
  CHINESE: ['閱讀理解練習', '成語運用小測', '標點符號練習', '單元評估'],
  ENGLISH: ['Reading Practice', 'Grammar Quiz: Present Simple', 'Vocabulary Builder', 'Unit Assessment'],
  MATH: ['分數練習', '乘法小測', '圖形與空間', '單元評估'],
};
const PAST_PROCESS = ['1', '2a', '3a', '4'] as const;

interface HomeworkPlan {
  values: typeof homeworks.$inferInsert;
  targets: { classId: number; groupId: number | null }[];
  questionIds: number[];
  /** Whether students answered it (past homework). */
  answered: boolean;
}

/** Encoded right answer of a base question from its key; the engine decides whether it is right. */
export function rightAnswerOf(question: BaseQuestion): string {
  if (question.rightOptions?.length) return question.rightOptions.join(';');
  const key = question.questionAnswer ?? '';
  return key
    .split('##')
    .map((blank) => blank.split('|')[0] ?? '')
    .join('##');
}

/** A plausible wrong answer: another option, or the parts of the right one in reverse. */
function wrongAnswerOf(question: BaseQuestion, faker: Faker): string {
  const right = rightAnswerOf(question);
  if (question.questionType === 'SINGLE_CHOICE') {
    const others = (question.options ?? []).map((o) => o.optionNo).filter((no) => no !== right);
    return others.length > 0 ? faker.helpers.arrayElement(others) : right;
  }
  const separator = right.includes('##') ? '##' : ';';
  const parts = right.split(separator);
  if (parts.length > 1) return [...parts].reverse().join(separator);
  return `${right}${faker.helpers.arrayElement(['0', 'x', '?'])}`;
}

/**
 * Seeds a past term of homework with answers, markings and the score audit, the current month's
 * calendar (finished, in-progress and not-started homework) for every class, so dashboards and
 * reports have data.
 */
export async function seedHomework(
  db: Db,
  faker: Faker,
  people: SeededPeople,
  curriculum: SeededCurriculum,
  now: Date,
): Promise<void> {
  const { schoolId } = people;
  const plans: HomeworkPlan[] = [];
  const pick = (subject: SubjectCode, offset: number, firstType?: string): number[] => {
    const pool = curriculum.questionsBySubject.get(subject) ?? [];
    const chosen: number[] = [];
    if (firstType) {
      const first = pool.find((q) => q.questionType === firstType);
      if (first) chosen.push(first.id);
    }
    for (let k = 0; chosen.length < QUESTIONS_PER_HOMEWORK && k < pool.length; k++) {
      const candidate = pool[(offset * 11 + k * 5) % pool.length];
      if (candidate && !chosen.includes(candidate.id)) chosen.push(candidate.id);
    }
    return chosen;
  };
  const thisMonth = hongKongYearMonth(now);
  const lastDay = new Date(Date.UTC(thisMonth.year, thisMonth.month, 0)).getUTCDate();

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
        questionCount: QUESTIONS_PER_HOMEWORK,
        audioLanguage: subject === 'ENGLISH' ? 'ENGLISH' : 'CANTONESE',
        videoLanguage: subject === 'ENGLISH' ? 'ENGLISH' : 'CANTONESE',
      };
      // A past term: four homework due 120, 95, 70 and 45 days ago, marked and announced.
      PAST_NAMES[subject].forEach((name, k) => {
        const endTime = new Date(now.getTime() - (120 - k * 25) * DAY_MS);
        const group = k === 2 && subject === 'ENGLISH' ? people.groupsByClass.get(klass.id)?.[0] : undefined;
        plans.push({
          values: {
            ...common,
            homeworkName: `${klass.className} ${name}`,
            processType: PAST_PROCESS[k] ?? '1',
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
          answered: true,
        });
      });
      // This month's calendar: three homework on fixed days (their status follows the clock).
      [4, 13, 22].forEach((day, k) => {
        const endTime = hongKongWallTime(
          thisMonth.year,
          thisMonth.month,
          Math.min(lastDay, day + subjectIndex * 2),
          23,
        );
        plans.push({
          values: {
            ...common,
            homeworkName: `${klass.className} ${SUBJECT_LABEL[subject]} 本月練習 ${k + 1}`,
            processType: (['1', '2a', '13'] as const)[k] ?? '1',
            startTime: new Date(endTime.getTime() - 5 * DAY_MS),
            endTime,
            createTime: new Date(endTime.getTime() - 6 * DAY_MS),
          },
          targets: [{ classId: klass.id, groupId: null }],
          questionIds: pick(subject, classIndex * 3 + k),
          answered: false,
        });
      });
      // Open now (with a fill-in question first, which the benchmark answers) and not started yet.
      plans.push({
        values: {
          ...common,
          homeworkName: `${klass.className} ${SUBJECT_LABEL[subject]} ${SEEDED_OPEN_HOMEWORK}`,
          processType: '2b',
          startTime: new Date(now.getTime() - 2 * DAY_MS),
          endTime: new Date(now.getTime() + 3 * DAY_MS),
          createTime: new Date(now.getTime() - 3 * DAY_MS),
        },
        targets: [{ classId: klass.id, groupId: null }],
        questionIds: pick(subject, classIndex + 5, 'COMPLETION'),
        answered: false,
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
        targets: [{ classId: klass.id, groupId: null }],
        questionIds: pick(subject, classIndex + 9),
        answered: false,
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
        questionCount: QUESTIONS_PER_HOMEWORK,
        startTime: new Date(endTime.getTime() - 2 * DAY_MS),
        endTime,
        createTime: new Date(endTime.getTime() - 3 * DAY_MS),
      },
      targets: gradeClasses.map((c) => ({ classId: c.id, groupId: null })),
      questionIds: pick('MATH', gradeCode * 2),
      answered: true,
    });
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
          publishTime: plan.values.createTime,
          ...(isTestProcess(plan.values.processType as ProcessType)
            ? { classification: 'EXAMINATION', durationMinutes: SEEDED_TEST_MINUTES, maximumPercent: 100 }
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
  for (let i = 0; i < targetValues.length; i += 1000)
    await db.insert(homeworkTargets).values(targetValues.slice(i, i + 1000));
  for (let i = 0; i < questionValues.length; i += 1000) {
    await db.insert(homeworkQuestions).values(questionValues.slice(i, i + 1000));
  }

  // Answers of the past homework, checked by the engine, with markings for teacher-marked types.
  const usedIds = [...new Set(plans.filter((p) => p.answered).flatMap((p) => p.questionIds))];
  const contentRows = usedIds.length
    ? await db
        .select({ id: questions.id, content: questions.content })
        .from(questions)
        .where(inArray(questions.id, usedIds))
    : [];
  const parsed = new Map<number, Question>();
  for (const row of contentRows) {
    const result = parseQuestion({ ...(row.content as object), questionId: String(row.id) });
    if (result.ok) parsed.set(row.id, result.question);
  }

  const rows: AnswerRows = { attempts: [], answers: [] };
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i];
    const homeworkId = homeworkIds[i];
    if (!plan?.answered || homeworkId === undefined) continue;
    planAnswers(faker, people, plan, homeworkId, parsed, rows);
  }
  await insertAnswerRows(db, schoolId, rows);
}

/** Rows of past attempts and answers, keyed naturally (homework, student, question, sub-question). */
interface AnswerRows {
  attempts: {
    homework_id: number;
    student_id: number;
    submit_status: string;
    submitted_at: string | null;
    created_at: string;
  }[];
  answers: {
    homework_id: number;
    student_id: number;
    question_id: number;
    child_key: string;
    encoded_answer: string;
    right_status: string;
    auto_score: number;
    /** Teacher's score, for answers a teacher marked. */
    mark_score: number | null;
    comment: string;
    marker_id: number;
    answered_at: string;
    marked_at: string;
  }[];
}

/** Plans the attempts of one past homework: who submitted, each answer checked by the engine, markings. */
function planAnswers(
  faker: Faker,
  people: SeededPeople,
  plan: HomeworkPlan,
  homeworkId: number,
  parsed: Map<number, Question>,
  rows: AnswerRows,
): void {
  const endTime = plan.values.endTime as Date;
  const studentIds = plan.targets.flatMap((target) =>
    target.groupId
      ? (people.groupsByClass.get(target.classId)?.find((g) => g.id === target.groupId)?.members ?? [])
      : (people.studentsByClass.get(target.classId) ?? []),
  );
  const marker =
    people.teacherOf.get(`${plan.targets[0]?.classId}:${plan.values.subjectCode}`) ?? plan.values.creatorId;
  const answeredAt = new Date(endTime.getTime() - 24 * 3600_000).toISOString();
  const markedAt = new Date(endTime.getTime() + 2 * DAY_MS).toISOString();
  for (const studentId of studentIds) {
    const submitted = faker.number.float() < SUBMIT_RATE;
    rows.attempts.push({
      homework_id: homeworkId,
      student_id: studentId,
      submit_status: submitted ? (faker.number.float() < 0.1 ? 'DELAY' : 'NORMAL') : 'OVERDUE',
      submitted_at: submitted
        ? new Date(endTime.getTime() - faker.number.int({ min: 1, max: 72 }) * 3600_000).toISOString()
        : null,
      created_at: new Date(endTime.getTime() - 5 * DAY_MS).toISOString(),
    });
    if (!submitted) continue;
    for (const questionId of plan.questionIds) {
      const question = parsed.get(questionId);
      if (!question) continue;
      const children: BaseQuestion[] = isCompositeQuestion(question)
        ? question.combinationQuestions
        : [question as BaseQuestion];
      const fullMark = Math.floor(QUESTION_FULL_MARK / children.length);
      for (const child of children) {
        const manual = ['ESSAY', 'LONG_ANSWER', 'SPEAKING'].includes(child.questionType);
        const encoded = manual
          ? ''
          : faker.number.float() < RIGHT_RATE
            ? rightAnswerOf(child)
            : wrongAnswerOf(child, faker);
        const result = checkAnswer(child, encoded);
        const marked = result.status === 'NOT_CORRECT';
        rows.answers.push({
          homework_id: homeworkId,
          student_id: studentId,
          question_id: questionId,
          child_key: isCompositeQuestion(question) ? child.questionId : '',
          encoded_answer: encoded,
          right_status: result.status,
          auto_score: autoScore(result, fullMark),
          mark_score: marked ? faker.number.int({ min: Math.ceil(fullMark / 2), max: fullMark }) : null,
          comment: marked
            ? faker.helpers.arrayElement([
                '內容充實，繼續努力！',
                'Well done!',
                '注意標點及錯別字。',
                'Good effort.',
              ])
            : '',
          marker_id: marker,
          answered_at: answeredAt,
          marked_at: markedAt,
        });
      }
    }
  }
}

/** Rows per bulk statement: one JSON parameter each, so the driver does no per-value work. */
const BULK_ROWS = 5_000;

const ANSWER_RECORD =
  sql.raw(`r(homework_id int, student_id int, question_id int, child_key text, encoded_answer text,
  right_status text, auto_score int, mark_score int, comment text, marker_id int, answered_at timestamptz,
  marked_at timestamptz)`);

/**
 * Writes the planned attempts and answers in bulk: answers take the teacher's score when marked;
 * markings and the audit (the automatic score, then the marking) join back on the natural keys.
 */
async function insertAnswerRows(db: Db, schoolId: number, rows: AnswerRows): Promise<void> {
  for (let i = 0; i < rows.attempts.length; i += BULK_ROWS) {
    const chunk = JSON.stringify(rows.attempts.slice(i, i + BULK_ROWS));
    await db.execute(sql`
      INSERT INTO attempts (school_id, homework_id, student_id, submit_status, submitted_at, created_at)
      SELECT ${schoolId}, r.homework_id, r.student_id, r.submit_status, r.submitted_at, r.created_at
      FROM json_to_recordset(${chunk}::json)
        AS r(homework_id int, student_id int, submit_status text, submitted_at timestamptz, created_at timestamptz)`);
  }
  for (let i = 0; i < rows.answers.length; i += BULK_ROWS) {
    const chunk = JSON.stringify(rows.answers.slice(i, i + BULK_ROWS));
    const source = sql`json_to_recordset(${chunk}::json) AS ${ANSWER_RECORD}
      JOIN attempts a ON a.homework_id = r.homework_id AND a.student_id = r.student_id`;
    await db.execute(sql`
      INSERT INTO answers (school_id, attempt_id, question_id, child_key, encoded_answer, right_status, score, answered_at)
      SELECT ${schoolId}, a.id, r.question_id, r.child_key, r.encoded_answer, r.right_status,
             COALESCE(r.mark_score, r.auto_score), r.answered_at
      FROM ${source}`);
    const saved = sql`${source}
      JOIN answers x ON x.attempt_id = a.id AND x.question_id = r.question_id AND x.child_key = r.child_key`;
    await db.execute(sql`
      INSERT INTO markings (school_id, answer_id, score, comment, marker_id, marked_at)
      SELECT ${schoolId}, x.id, r.mark_score, r.comment, r.marker_id, r.marked_at
      FROM ${saved} WHERE r.mark_score IS NOT NULL`);
    await db.execute(sql`
      INSERT INTO score_audit (school_id, answer_id, old_score, new_score, source, created_at)
      SELECT ${schoolId}, x.id, NULL, r.auto_score, 'AUTO', r.answered_at FROM ${saved}`);
    await db.execute(sql`
      INSERT INTO score_audit (school_id, answer_id, old_score, new_score, source, actor_staff_id, created_at)
      SELECT ${schoolId}, x.id, r.auto_score, r.mark_score, 'MARKING', r.marker_id, r.marked_at
      FROM ${saved} WHERE r.mark_score IS NOT NULL`);
  }
}
