import { subQuestionFullMark } from '@harbour/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idList, rowsOf } from '../../db/sql';
import { ANSWER_TO_MARK } from '../homework';

// The SQL of the mistakes centre. A mistake is a student's latest answer to a question (over the class's
// homework in the filters) that is checked or marked and scores below the question's full mark. Every
// statement starts from the class's homework (homework_targets_class_idx) and reads their attempts and
// answers by the unique indexes, so it costs one class's work, not the school's. (A student has an attempt
// only at homework that reached them: a group's or chosen students' homework has none of the others.)

/** The filters of a mistakes-centre statement, already checked against the caller's scope. */
export interface MistakeFilter {
  classId: number;
  schoolId: number;
  /** Subjects the homework may be of (the caller's in the class, or the one chosen). */
  subjects: readonly string[];
  /** Only the homework of this unit (the ids of its papers' homework). */
  homeworkIds?: readonly number[];
  studentId?: number;
  questionId?: number;
}

/**
 * A question's full mark in a homework as the answers can reach it: a composite's sub-questions each score
 * their whole share (subQuestionFullMark), so full marks are n shares; a base question's is its max.
 */
export function reachableFullMark(maxScore: number, childCount: number): number {
  return subQuestionFullMark(maxScore, childCount) * Math.max(1, childCount);
}

/** Each student's latest checked answer per question in the filter, with its score and full mark. */
function latestAnswersSql(filter: MistakeFilter): SQL {
  return sql`
    WITH per AS (
      SELECT a.student_id, x.question_id, a.homework_id,
        sum(x.score)::int AS score, max(x.answered_at) AS answered_at,
        bool_or(${ANSWER_TO_MARK}) AS waiting,
        string_agg(x.child_key || chr(31) || x.encoded_answer, chr(30) ORDER BY x.child_key) AS answer,
        (array_agg(x.local_answer ORDER BY x.child_key))[1] AS local_answer
      FROM homeworks h
      JOIN attempts a ON a.homework_id = h.id
      JOIN students s ON s.id = a.student_id
      JOIN answers x ON x.attempt_id = a.id
      WHERE h.id IN (SELECT t.homework_id FROM homework_targets t WHERE t.class_id = ${filter.classId})
        AND s.class_id = ${filter.classId} AND h.school_id = ${filter.schoolId}
        AND h.publish_time IS NOT NULL AND h.withdrawn_at IS NULL
        AND h.subject_code IN ${idList(filter.subjects)}
        AND a.submitted_at IS NOT NULL
        ${filter.homeworkIds ? sql`AND h.id IN ${idList(filter.homeworkIds)}` : sql``}
        ${filter.studentId !== undefined ? sql`AND s.id = ${filter.studentId}` : sql``}
        ${filter.questionId !== undefined ? sql`AND x.question_id = ${filter.questionId}` : sql``}
      GROUP BY a.student_id, x.question_id, a.homework_id
    ),
    latest AS (
      SELECT DISTINCT ON (student_id, question_id) *
      FROM per ORDER BY student_id, question_id, answered_at DESC, homework_id DESC
    )
    SELECT l.student_id AS "studentId", l.question_id AS "questionId", l.homework_id AS "homeworkId",
      l.score, l.answered_at AS "answeredAt", l.answer, l.local_answer AS "localAnswer",
      -- reachableFullMark in SQL: integer division rounds down as subQuestionFullMark does.
      CASE WHEN n.children > 0 THEN (hq.max_score / n.children) * n.children ELSE hq.max_score END AS "fullMark",
      hq.max_score AS "maxScore"
    FROM latest l
    JOIN homework_questions hq ON hq.homework_id = l.homework_id AND hq.question_id = l.question_id
    JOIN questions q ON q.id = l.question_id
    CROSS JOIN LATERAL (SELECT coalesce(jsonb_array_length(q.content->'combinationQuestions'),
      jsonb_array_length(q.content->'childQuestions'), 0) AS children) n
    WHERE NOT l.waiting`;
}

/** A student's latest checked answer to a question. */
export interface LatestAnswer {
  studentId: number;
  questionId: number;
  homeworkId: number;
  score: number;
  answeredAt: Date | string;
  /** child key, unit separator, encoded answer; records separated by the record separator. */
  answer: string;
  /** A teacher-marked answer's photos, text or recordings (its first sub-question's); null otherwise. */
  localAnswer: unknown;
  fullMark: number;
  maxScore: number;
}

/** The latest checked answers of the filter; `mistakesOnly` keeps those under full marks. */
export async function latestAnswers(
  db: DbOrTx,
  filter: MistakeFilter,
  mistakesOnly: boolean,
): Promise<LatestAnswer[]> {
  const statement = mistakesOnly
    ? sql`SELECT * FROM (${latestAnswersSql(filter)}) m WHERE m.score < m."fullMark"`
    : latestAnswersSql(filter);
  const rows = rowsOf<LatestAnswer>(await db.execute(statement));
  return rows.map((row) => ({
    ...row,
    studentId: Number(row.studentId),
    questionId: Number(row.questionId),
    homeworkId: Number(row.homeworkId),
    score: Number(row.score),
    fullMark: Number(row.fullMark),
    maxScore: Number(row.maxScore),
  }));
}

/** Per question of the filter: its mistakes counted, its students and its latest mistake. */
export interface QuestionMistakes {
  questionId: number;
  questionType: string;
  subjectCode: string;
  title: string;
  knowledgePoints: string[];
  homeworkId: number;
  homeworkName: string;
  wrongCount: number;
  partRightCount: number;
  studentIds: number[];
  latestAt: Date | string;
}

/** The mistakes of the filter summed per question (one row per question with any). */
export async function mistakesPerQuestion(db: DbOrTx, filter: MistakeFilter): Promise<QuestionMistakes[]> {
  const result = await db.execute(sql`
    WITH m AS (SELECT * FROM (${latestAnswersSql(filter)}) l WHERE l.score < l."fullMark"),
    agg AS (
      SELECT m."questionId" AS question_id,
        count(*) FILTER (WHERE m.score = 0)::int AS wrong,
        count(*) FILTER (WHERE m.score > 0)::int AS part,
        array_agg(m."studentId" ORDER BY m."studentId") AS students,
        max(m."answeredAt") AS latest,
        (array_agg(m."homeworkId" ORDER BY m."answeredAt" DESC, m."homeworkId" DESC))[1] AS homework_id
      FROM m GROUP BY m."questionId"
    )
    SELECT agg.question_id AS "questionId", q.question_type AS "questionType", q.subject_code AS "subjectCode",
      q.search_text AS title, q.knowledge_points AS "knowledgePoints", agg.homework_id AS "homeworkId",
      h.homework_name AS "homeworkName", agg.wrong AS "wrongCount", agg.part AS "partRightCount",
      agg.students AS "studentIds", agg.latest AS "latestAt"
    FROM agg JOIN questions q ON q.id = agg.question_id JOIN homeworks h ON h.id = agg.homework_id`);
  return rowsOf<QuestionMistakes>(result).map((row) => ({
    ...row,
    questionId: Number(row.questionId),
    homeworkId: Number(row.homeworkId),
    wrongCount: Number(row.wrongCount),
    partRightCount: Number(row.partRightCount),
    studentIds: (row.studentIds ?? []).map(Number),
    knowledgePoints: row.knowledgePoints ?? [],
  }));
}

/** The class's homework in the subjects (published, not withdrawn), latest due first. */
export async function homeworksOfClass(
  db: DbOrTx,
  schoolId: number,
  classId: number,
  subjects: readonly string[],
) {
  const result = await db.execute(sql`
    SELECT DISTINCT h.id AS "eHomeworkId", h.homework_name AS "homeworkName", h.subject_code AS "subjectCode",
      h.end_time AS "endTime"
    FROM homework_targets t JOIN homeworks h ON h.id = t.homework_id
    WHERE t.class_id = ${classId} AND h.school_id = ${schoolId} AND h.publish_time IS NOT NULL
      AND h.withdrawn_at IS NULL AND h.subject_code IN ${idList(subjects)}
    ORDER BY h.end_time DESC, h.id DESC`);
  return rowsOf<{ eHomeworkId: number; homeworkName: string; subjectCode: string }>(result).map((row) => ({
    eHomeworkId: Number(row.eHomeworkId),
    homeworkName: row.homeworkName,
    subjectCode: row.subjectCode,
  }));
}

/**
 * The class's units in the subjects that hold homework of the class, newest term first: each once. Units
 * proposed or planned for other terms repeat the names of this term's and hold no homework, so they
 * would list a unit twice and filter to nothing.
 */
export async function schedulesOfClass(db: DbOrTx, classId: number, subjects: readonly string[]) {
  const result = await db.execute(sql`
    SELECT s.id AS "scheduleId", s.name, s.name_en AS "nameEn", s.subject_code AS "subjectCode"
    FROM schedules s JOIN terms t ON t.id = s.term_id
    WHERE s.class_id = ${classId} AND s.subject_code IN ${idList(subjects)}
      AND EXISTS (
        SELECT 1 FROM schedule_papers p JOIN homework_targets ht ON ht.homework_id = p.homework_id
        WHERE p.schedule_id = s.id AND ht.class_id = s.class_id)
    ORDER BY t.school_year DESC, t.semester DESC, s.subject_code, s.sort_order`);
  return rowsOf<{ scheduleId: number; name: string; nameEn: string; subjectCode: string }>(result).map(
    (row) => ({ ...row, scheduleId: Number(row.scheduleId) }),
  );
}

/** One unit of the class, with its homework ids; undefined when the class has no such unit. */
export async function scheduleOfClass(db: DbOrTx, classId: number, scheduleId: number) {
  const result = await db.execute(sql`
    SELECT s.subject_code AS "subjectCode",
      coalesce(array_agg(p.homework_id) FILTER (WHERE p.homework_id IS NOT NULL), '{}') AS "homeworkIds"
    FROM schedules s LEFT JOIN schedule_papers p ON p.schedule_id = s.id
    WHERE s.id = ${scheduleId} AND s.class_id = ${classId}
    GROUP BY s.id`);
  const [row] = rowsOf<{ subjectCode: string; homeworkIds: number[] }>(result);
  return row ? { subjectCode: row.subjectCode, homeworkIds: row.homeworkIds.map(Number) } : undefined;
}

/** The students of a class by class number. */
export async function studentsOfClass(db: DbOrTx, classId: number) {
  const result = await db.execute(sql`
    SELECT id AS "studentId", name, name_en AS "nameEn", class_number AS "classNumber"
    FROM students WHERE class_id = ${classId} ORDER BY class_number, id`);
  return rowsOf<{ studentId: number; name: string; nameEn: string; classNumber: number }>(result).map(
    (row) => ({ ...row, studentId: Number(row.studentId), classNumber: Number(row.classNumber) }),
  );
}

/** One homework of the class (published, not withdrawn), with its subject; undefined otherwise. */
export async function homeworkOfClass(db: DbOrTx, schoolId: number, classId: number, homeworkId: number) {
  const result = await db.execute(sql`
    SELECT h.id, h.subject_code AS "subjectCode", h.homework_name AS "homeworkName"
    FROM homeworks h
    WHERE h.id = ${homeworkId} AND h.school_id = ${schoolId} AND h.publish_time IS NOT NULL
      AND h.withdrawn_at IS NULL
      AND EXISTS (SELECT 1 FROM homework_targets t WHERE t.homework_id = h.id AND t.class_id = ${classId})`);
  const [row] = rowsOf<{ id: number; subjectCode: string; homeworkName: string }>(result);
  return row;
}

/** A question of the school with its content; undefined otherwise. */
export async function questionOfSchool(db: DbOrTx, schoolId: number, questionId: number) {
  const result = await db.execute(sql`
    SELECT id, question_type AS "questionType", subject_code AS "subjectCode", grade_code AS "gradeCode",
      search_text AS title, knowledge_points AS "knowledgePoints", content
    FROM questions WHERE id = ${questionId} AND school_id = ${schoolId}`);
  const [row] = rowsOf<{
    id: number;
    questionType: string;
    subjectCode: string;
    gradeCode: number;
    title: string;
    knowledgePoints: string[];
    content: unknown;
  }>(result);
  return row;
}

/** Questions of the school among ids, with their subject. */
export async function questionsOfSchool(db: DbOrTx, schoolId: number, questionIds: readonly number[]) {
  const result = await db.execute(sql`
    SELECT id, subject_code AS "subjectCode" FROM questions
    WHERE school_id = ${schoolId} AND id IN ${idList(questionIds)}`);
  return rowsOf<{ id: number; subjectCode: string }>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

/** The names of homework by id. */
export async function homeworkNames(db: DbOrTx, homeworkIds: readonly number[]) {
  const result = await db.execute(sql`
    SELECT id, homework_name AS "homeworkName" FROM homeworks WHERE id IN ${idList(homeworkIds)}`);
  return new Map(
    rowsOf<{ id: number; homeworkName: string }>(result).map((row) => [Number(row.id), row.homeworkName]),
  );
}
