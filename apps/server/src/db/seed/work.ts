import type { Faker } from '@faker-js/faker';
import type { MediaAnswer, ProcessType, SubjectCode } from '@harbour/api-client/contract';
import {
  feedbackSettingOf,
  isTestProcess,
  subQuestionFullMark,
  WORK_PAPER_PROCESS_TYPE,
} from '@harbour/domain';
import {
  type BaseQuestion,
  type CheckResult,
  checkAnswer,
  isCompositeQuestion,
  type Question,
} from '@harbour/question-engine/core';
import { inArray, sql } from 'drizzle-orm';
import { QUESTION_FULL_MARK, storedQuestion } from '../../modules/homework';
import { autoScore } from '../../modules/questions';
import type { Storage } from '../../storage';
import type { Db } from '../client';
import { homeworkQuestions, homeworks, homeworkTargets, questions } from '../schema';
import { rowsOf } from '../sql';
import type { HomeworkPlan } from './homework';
import { mediaSource, type SeededFile, seededKey, typedText, writeSeededFiles } from './media';
import type { SeededPeople } from './people';

// What the students of the seeded homework did: who handed it in, on time or late, who did not; each answer
// encoded from the key (right), or deliberately wrong or partly right, and checked by the engine; essays as
// photos or typed text and speaking answers as recordings; the teachers' marking where a homework is marked.

const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;
/** Types only a teacher marks: their answer is a media answer, NOT_CORRECT until marked. */
const TEACHER_MARKED = new Set(['ESSAY', 'LONG_ANSWER', 'SPEAKING']);
/** Share of the questions of a homework most students get wrong. */
const HARD_QUESTION_RATE = 0.2;
const COMMENTS = [
  '內容充實，繼續努力！',
  'Well done!',
  '注意標點及錯別字。',
  'Good effort.',
  '表達清楚，讀得流暢。',
];

type Quality = 'RIGHT' | 'PART_RIGHT' | 'WRONG';
interface Variant {
  encoded: string;
  result: CheckResult;
}

/** Attempts, answers and files of the seeded homework, keyed by the position of their homework's plan. */
export interface WorkPlan {
  attempts: {
    homework: number;
    student_id: number;
    submit_status: string;
    submitted_at: string | null;
    started_at: string | null;
    created_at: string;
  }[];
  answers: {
    homework: number;
    student_id: number;
    question_id: number;
    child_key: string;
    encoded_answer: string;
    local_answer: MediaAnswer | null;
    right_status: string;
    auto_score: number;
    /** Teacher's score, for answers a teacher marked. */
    mark_score: number | null;
    comment: string;
    marker_id: number;
    answered_at: string;
    marked_at: string;
  }[];
  files: SeededFile[];
}

/** Plans the work of one homework (by its position among the plans) into `work`. */
export interface WorkPlanner {
  plan(index: number, work: WorkPlan): void;
  /** Whether students hand in answers only a teacher marks (essay, long answer, speaking) in the homework. */
  hasTeacherMarked(plan: HomeworkPlan): boolean;
}

export const emptyWork = (): WorkPlan => ({ attempts: [], answers: [], files: [] });

/** The fields of a planned answer the engine checked and no teacher marked: its encoding, outcome and score. */
export function engineCheckedAnswer(
  encoded: string,
  result: CheckResult,
  fullMark: number,
): Pick<
  WorkPlan['answers'][number],
  'encoded_answer' | 'local_answer' | 'right_status' | 'auto_score' | 'mark_score' | 'comment'
> {
  return {
    encoded_answer: encoded,
    local_answer: null,
    right_status: result.status,
    auto_score: autoScore(result, fullMark),
    mark_score: null,
    comment: '',
  };
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

/** Candidate answers of a base question built from its key, sorted by what the engine says of them. */
function variantsOf(question: BaseQuestion): Record<Quality, Variant[]> {
  const right = rightAnswerOf(question);
  const candidates = new Set<string>([right]);
  for (const option of question.options ?? []) candidates.add(option.optionNo);
  const separator = right.includes('##') ? '##' : ';';
  const parts = right.split(separator);
  if (parts.length > 1) {
    for (let i = 0; i < Math.min(parts.length, 4); i++) {
      candidates.add(parts.map((part, k) => (k === i ? 'x' : part)).join(separator));
      const swapped = [...parts];
      [swapped[i], swapped[(i + 1) % parts.length]] = [
        swapped[(i + 1) % parts.length] ?? '',
        swapped[i] ?? '',
      ];
      candidates.add(swapped.join(separator));
    }
    candidates.add([...parts].reverse().join(separator));
    candidates.add(parts.slice(0, -1).join(separator));
  }
  candidates.add(parts.map(() => 'x').join(separator));
  candidates.add(`${right}x`);
  const sorted: Record<Quality, Variant[]> = { RIGHT: [], PART_RIGHT: [], WRONG: [] };
  for (const encoded of candidates) {
    const result = checkAnswer(question, encoded);
    if (result.status in sorted) sorted[result.status as Quality].push({ encoded, result });
  }
  return sorted;
}

/** The students a plan reaches, in class order. */
function studentsOf(people: SeededPeople, plan: HomeworkPlan): number[] {
  return plan.targets.flatMap((target) =>
    target.groupId
      ? (people.groupsByClass.get(target.classId)?.find((g) => g.id === target.groupId)?.members ?? [])
      : (people.studentsByClass.get(target.classId) ?? []),
  );
}

type Outcome = 'NORMAL' | 'DELAY' | 'NONE' | 'OVERDUE' | 'STARTED';

/**
 * Plans what the students did in every homework of `plans` that has work: attempts, answers checked by the
 * engine (some questions hard, most students wrong on them), media answers with their files, and markings.
 */
export async function workPlanner(
  db: Db,
  faker: Faker,
  people: SeededPeople,
  plans: readonly HomeworkPlan[],
  now: Date,
): Promise<WorkPlanner> {
  const usedIds = [...new Set(plans.filter((p) => p.work !== 'NONE').flatMap((p) => p.questionIds))];
  const contentRows = usedIds.length
    ? await db
        .select({ id: questions.id, content: questions.content })
        .from(questions)
        .where(inArray(questions.id, usedIds))
    : [];
  const parsed = new Map<number, Question>();
  for (const row of contentRows) {
    const question = storedQuestion(row.content, row.id);
    if (question) parsed.set(row.id, question);
  }
  const variants = new Map<BaseQuestion, Record<Quality, Variant[]>>();
  const variantOf = (child: BaseQuestion, quality: Quality): Variant => {
    let sorted = variants.get(child);
    if (!sorted) {
      sorted = variantsOf(child);
      variants.set(child, sorted);
    }
    const order: Quality[] =
      quality === 'PART_RIGHT' ? ['PART_RIGHT', 'WRONG', 'RIGHT'] : [quality, 'PART_RIGHT', 'WRONG', 'RIGHT'];
    for (const q of order) {
      const list = sorted[q];
      if (list.length > 0) return list.length === 1 ? (list[0] as Variant) : faker.helpers.arrayElement(list);
    }
    return { encoded: '', result: checkAnswer(child, '') };
  };

  // Each student's ability (how often right) and diligence (how often on time), drawn once.
  const ability = new Map<number, number>();
  const diligence = new Map<number, number>();
  for (const klass of people.classes) {
    for (const studentId of people.studentsByClass.get(klass.id) ?? []) {
      ability.set(studentId, faker.number.float({ min: 0.2, max: 1 }));
      diligence.set(studentId, faker.number.float({ min: 0.4, max: 1 }));
    }
  }
  const media = mediaSource(faker);
  const childrenOf = (question: Question): BaseQuestion[] =>
    isCompositeQuestion(question) ? question.combinationQuestions : [question as BaseQuestion];
  const hasTeacherMarked = (plan: HomeworkPlan) =>
    plan.values.processType !== WORK_PAPER_PROCESS_TYPE &&
    plan.questionIds.some((id) => {
      const question = parsed.get(id);
      return question ? childrenOf(question).some((child) => TEACHER_MARKED.has(child.questionType)) : false;
    });

  const planOne = (index: number, work: WorkPlan): void => {
    const plan = plans[index];
    if (!plan || plan.work === 'NONE') return;
    const start = (plan.values.startTime as Date).getTime();
    const end = (plan.values.endTime as Date).getTime();
    const subject = plan.values.subjectCode as SubjectCode;
    const test = isTestProcess(plan.values.processType as ProcessType);
    const paper = plan.values.processType === WORK_PAPER_PROCESS_TYPE;
    const marker =
      people.teacherOf.get(`${plan.targets[0]?.classId}:${plan.values.subjectCode}`) ?? plan.values.creatorId;
    const markedAt = new Date(Math.min(end + 2 * 24 * HOUR_MS, now.getTime() - HOUR_MS)).toISOString();
    const hard = new Set(plan.questionIds.filter(() => faker.number.float() < HARD_QUESTION_RATE));
    const students = studentsOf(people, plan);

    // Who did what.
    const outcomes: Outcome[] = students.map((studentId) => {
      if (plan.demo) return 'NORMAL';
      const r = faker.number.float();
      if (plan.work === 'OPEN') {
        if (studentId === people.namedStudentId) return 'NONE';
        return r < 0.4 ? 'NORMAL' : r < 0.6 ? 'STARTED' : 'NONE';
      }
      const missing = 0.03 + (1 - (diligence.get(studentId) ?? 1)) * 0.25;
      if (r < missing) return faker.number.float() < 0.5 ? 'NONE' : 'OVERDUE';
      return !test && r < missing + 0.1 ? 'DELAY' : 'NORMAL';
    });
    // Every ended homework of a class has someone on time, late (not a test: it closes) and missing.
    if (plan.work === 'PAST' && students.length >= 6) {
      // Turn the last student on time into the one missing or late.
      const convert = (to: Outcome) => {
        const at = outcomes.lastIndexOf('NORMAL');
        if (at > 0) outcomes[at] = to;
      };
      if (!outcomes.includes('NONE') && !outcomes.includes('OVERDUE')) convert('OVERDUE');
      if (!test && !outcomes.includes('DELAY')) convert('DELAY');
    }
    // Someone handed every ended homework in (its correction status counts on it).
    if (plan.work === 'PAST' && students.length > 0 && !outcomes.includes('NORMAL')) outcomes[0] = 'NORMAL';

    students.forEach((studentId, position) => {
      let outcome = outcomes[position] ?? 'NONE';
      if (outcome === 'NONE') return;
      let submittedAt: number | null = null;
      let startedAt: number;
      if (outcome === 'DELAY') {
        // Late by an hour to two days, never after now.
        submittedAt = Math.min(
          end + faker.number.int({ min: 1, max: 48 }) * HOUR_MS,
          now.getTime() - HOUR_MS,
        );
        if (submittedAt <= end) outcome = 'NORMAL';
      }
      if (outcome === 'NORMAL') {
        const latest = Math.min(end, now.getTime()) - MINUTE_MS;
        const span = Math.max(MINUTE_MS, latest - start - HOUR_MS);
        submittedAt = start + HOUR_MS + Math.floor(faker.number.float() ** 0.5 * span);
        if (submittedAt > latest) submittedAt = latest;
      }
      if (submittedAt !== null) {
        const took =
          (test ? faker.number.int({ min: 12, max: 38 }) : faker.number.int({ min: 10, max: 80 })) *
          MINUTE_MS;
        startedAt = Math.max(start, submittedAt - took);
      } else {
        // Begun, not handed in: overdue when the homework ended, in progress while it is open.
        const latest = Math.min(end, now.getTime()) - HOUR_MS;
        startedAt = Math.max(start, latest - faker.number.int({ min: 1, max: 48 }) * HOUR_MS);
      }
      const submitted = submittedAt !== null;
      const status = submitted ? outcome : plan.work === 'OPEN' ? 'NOT_SUBMIT' : 'OVERDUE';
      work.attempts.push({
        homework: index,
        student_id: studentId,
        submit_status: status,
        submitted_at: submitted ? new Date(submittedAt as number).toISOString() : null,
        started_at: new Date(startedAt).toISOString(),
        created_at: new Date(startedAt).toISOString(),
      });
      // A handed-in attempt answers every question; a begun one the first half, without photos or recordings;
      // a task sheet is done on paper.
      const answered = paper
        ? []
        : submitted
          ? plan.questionIds
          : plan.questionIds.slice(0, Math.ceil(plan.questionIds.length / 2));
      const finish = submittedAt ?? startedAt + 20 * MINUTE_MS;
      const skill = ability.get(studentId) ?? 0.5;
      answered.forEach((questionId, k) => {
        const question = parsed.get(questionId);
        if (!question) return;
        const answeredAt = new Date(
          startedAt + Math.floor(((k + 1) * (finish - startedAt)) / (answered.length + 1)),
        );
        const children: BaseQuestion[] = isCompositeQuestion(question)
          ? question.combinationQuestions
          : [question as BaseQuestion];
        const fullMark = subQuestionFullMark(QUESTION_FULL_MARK, children.length);
        for (const child of children) {
          const common = {
            homework: index,
            student_id: studentId,
            question_id: questionId,
            child_key: isCompositeQuestion(question) ? child.questionId : '',
            marker_id: marker,
            answered_at: answeredAt.toISOString(),
            marked_at: markedAt,
          };
          if (TEACHER_MARKED.has(child.questionType)) {
            if (!submitted) continue;
            const markScore = plan.marked
              ? faker.number.int({ min: Math.ceil(fullMark / 3), max: fullMark })
              : null;
            work.answers.push({
              ...common,
              encoded_answer: '',
              local_answer: mediaAnswerOf(
                faker,
                media,
                work.files,
                people.schoolId,
                studentId,
                subject,
                child,
                answeredAt,
                plan.demo === true,
              ),
              right_status: 'NOT_CORRECT',
              auto_score: 0,
              mark_score: markScore,
              comment: markScore === null ? '' : faker.helpers.arrayElement(COMMENTS),
            });
            continue;
          }
          const chance = hard.has(questionId) ? 0.1 + 0.2 * skill : 0.35 + 0.55 * skill;
          const r = faker.number.float();
          const quality: Quality =
            r < chance ? 'RIGHT' : r < chance + (1 - chance) * 0.4 ? 'PART_RIGHT' : 'WRONG';
          const variant = variantOf(child, quality);
          work.answers.push({ ...common, ...engineCheckedAnswer(variant.encoded, variant.result, fullMark) });
        }
      });
    });
  };
  return { plan: planOne, hasTeacherMarked };
}

/** An essay or long answer (photos of the page, or typed text) or a speaking answer (a recording), with its files. */
function mediaAnswerOf(
  faker: Faker,
  media: ReturnType<typeof mediaSource>,
  files: SeededFile[],
  schoolId: number,
  studentId: number,
  subject: SubjectCode,
  question: BaseQuestion,
  at: Date,
  photos = false,
): MediaAnswer {
  const createdAt = at.toISOString();
  if (question.questionType === 'SPEAKING') {
    const key = seededKey(faker, schoolId, studentId, 'audio', at);
    files.push({ studentId, kind: 'audio', key, bytes: media.recording(subject), createdAt });
    const recorded = faker.number.float() < 0.7;
    const clip = { name: recorded ? `${at.getTime()}.mp3` : 'reading.mp3', url: key };
    return recorded
      ? { answerType: 'RECORD', uploadList: [], makeList: [clip] }
      : { answerType: 'UPLOAD', uploadList: [clip], makeList: [] };
  }
  if (photos || faker.number.float() < 0.5) {
    const count = faker.number.int({ min: 1, max: 3 });
    const imgUrl = Array.from({ length: count }, () => {
      const key = seededKey(faker, schoolId, studentId, 'image', at);
      files.push({
        studentId,
        kind: 'image',
        key,
        bytes: faker.helpers.arrayElement(media.pages),
        createdAt,
      });
      return key;
    });
    return { answerType: 'PICTURE', imgUrl, text: '' };
  }
  return { answerType: 'TEXT', imgUrl: [], text: typedText(faker, subject, question.wordsLimit) };
}

/** Rows per bulk statement: one JSON parameter each, so the driver does no per-value work. */
const BULK_ROWS = 5_000;

/**
 * Reserves `count` consecutive ids of a table's identity sequence and answers the first: rows inserted with
 * them (OVERRIDING SYSTEM VALUE) can be referred to at once, without reading them back.
 */
async function reserveIds(db: Db, table: string, count: number): Promise<number> {
  if (count === 0) return 0;
  const result = await db.execute(sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS first`);
  const first = Number(rowsOf<{ first: number }>(result)[0]?.first);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), ${first + count - 1})`);
  return first;
}

/**
 * Writes the planned attempts, answers and files in bulk with ids reserved beforehand, so each chunk of
 * answers is one statement: the answers (with the teacher's score when marked), their markings and their
 * audit (the automatic score, then the marking). Every file has its upload record, and its bytes go to the
 * storage when one is given.
 */
export async function insertWork(
  db: Db,
  schoolId: number,
  work: WorkPlan,
  homeworkIds: readonly number[],
  storage: Storage | undefined,
): Promise<void> {
  const firstAttempt = await reserveIds(db, 'attempts', work.attempts.length);
  const attemptIds = new Map<string, number>();
  const attemptRows = work.attempts.map(({ homework, ...row }, i) => {
    attemptIds.set(`${homework}:${row.student_id}`, firstAttempt + i);
    return { id: firstAttempt + i, homework_id: homeworkIds[homework] ?? 0, ...row };
  });
  for (let i = 0; i < attemptRows.length; i += BULK_ROWS) {
    const chunk = JSON.stringify(attemptRows.slice(i, i + BULK_ROWS));
    await db.execute(sql`
      INSERT INTO attempts (id, school_id, homework_id, student_id, submit_status, submitted_at, started_at, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT r.id, ${schoolId}, r.homework_id, r.student_id, r.submit_status, r.submitted_at, r.started_at, r.created_at
      FROM json_to_recordset(${chunk}::json) AS r(id int, homework_id int, student_id int, submit_status text,
        submitted_at timestamptz, started_at timestamptz, created_at timestamptz)`);
  }
  const firstAnswer = await reserveIds(db, 'answers', work.answers.length);
  const answerRows = work.answers.map(({ homework, ...row }, i) => ({
    id: firstAnswer + i,
    attempt_id: attemptIds.get(`${homework}:${row.student_id}`) ?? 0,
    ...row,
  }));
  for (let i = 0; i < answerRows.length; i += BULK_ROWS) {
    const chunk = JSON.stringify(answerRows.slice(i, i + BULK_ROWS));
    await db.execute(sql`
      WITH r AS MATERIALIZED (
        SELECT * FROM json_to_recordset(${chunk}::json) AS r(id int, attempt_id int, student_id int,
          question_id int, child_key text, encoded_answer text, local_answer jsonb, right_status text,
          auto_score int, mark_score int, comment text, marker_id int, answered_at timestamptz,
          marked_at timestamptz)
      ), saved AS (
        INSERT INTO answers (id, school_id, attempt_id, question_id, child_key, encoded_answer, local_answer,
          right_status, score, answered_at)
        OVERRIDING SYSTEM VALUE
        SELECT r.id, ${schoolId}::int, r.attempt_id, r.question_id, r.child_key, r.encoded_answer, r.local_answer,
          r.right_status, COALESCE(r.mark_score, r.auto_score), r.answered_at
        FROM r
      ), marked AS (
        INSERT INTO markings (school_id, answer_id, score, comment, marker_id, marked_at)
        SELECT ${schoolId}::int, r.id, r.mark_score, r.comment, r.marker_id, r.marked_at
        FROM r WHERE r.mark_score IS NOT NULL
      )
      INSERT INTO score_audit (school_id, answer_id, old_score, new_score, source, actor_staff_id,
        actor_student_id, created_at)
      SELECT ${schoolId}::int, r.id, NULL, r.auto_score, 'AUTO', NULL, r.student_id, r.answered_at FROM r
      UNION ALL
      SELECT ${schoolId}::int, r.id, r.auto_score, r.mark_score, 'MARKING', r.marker_id, NULL, r.marked_at
      FROM r WHERE r.mark_score IS NOT NULL`);
  }
  for (let i = 0; i < work.files.length; i += BULK_ROWS) {
    const chunk = JSON.stringify(
      work.files.slice(i, i + BULK_ROWS).map((file) => ({
        owner: `s${file.studentId}`,
        kind: file.kind,
        file_key: file.key,
        size: file.bytes.byteLength,
        created_at: file.createdAt,
      })),
    );
    await db.execute(sql`
      INSERT INTO uploads (school_id, owner, kind, file_key, size, created_at)
      SELECT ${schoolId}, r.owner, r.kind, r.file_key, r.size, r.created_at
      FROM json_to_recordset(${chunk}::json)
        AS r(owner text, kind text, file_key text, size int, created_at timestamptz)`);
  }
  if (storage) await writeSeededFiles(storage, work.files);
}

/**
 * Stores a seeded homework aimed at one whole class, with its questions in order, each of the full mark; its id
 * (undefined when the insert returned no row).
 */
export async function insertClassHomework(
  db: Db,
  homework: typeof homeworks.$inferInsert,
  classId: number,
  questionIds: readonly number[],
): Promise<number | undefined> {
  // A test is published without feedback, as the publish call publishes it (feedbackSettingOf).
  const processType = homework.processType as ProcessType;
  const [row] = await db
    .insert(homeworks)
    .values({ ...homework, ...(isTestProcess(processType) ? feedbackSettingOf(processType, {}) : {}) })
    .returning({ id: homeworks.id });
  if (!row) return undefined;
  const homeworkId = row.id;
  await db.insert(homeworkTargets).values({ homeworkId, classId, scope: 'SINGLE_CLASS' });
  await db.insert(homeworkQuestions).values(
    questionIds.map((questionId, k) => ({
      homeworkId,
      questionId,
      sortOrder: k + 1,
      maxScore: QUESTION_FULL_MARK,
    })),
  );
  return homeworkId;
}
