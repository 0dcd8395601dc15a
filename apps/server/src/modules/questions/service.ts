import {
  type AnswerBody,
  type AnswerResult,
  ERROR_CODES,
  type MediaAnswer,
  type QuestionRightStatus,
  type QuestionSearchQuery,
  type QuestionSearchResult,
  type SubjectCode,
  type TextbookType,
} from '@harbour/api-client/contract';
import { SUBJECT_CODES, TASK_SHEET_HAND_IN } from '@harbour/domain';
import {
  type BaseQuestion,
  type CheckResult,
  checkAnswer,
  checkComposite,
  decodeAnswer,
  encodeAnswer,
  isCompositeQuestion,
  MEDIA_QUESTION_TYPES,
  moduleFor,
  type Question,
} from '@harbour/question-engine/core';
import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { questions } from '../../db/schema';
import { AppError, forbidden, notFound, ruleError } from '../../errors';
import type { Principal, StudentPrincipal } from '../../plugins/auth';
import { type Scope, scopeOf, subjectsInScope } from '../../plugins/tenancy';
import { storedMediaAnswers, uploadOwnerOf } from '../files';
import { answerRefusal, questionsOfRunningTests, storedQuestionOrThrow } from '../homework';
import { type Stored, storeAnswers } from './store';
import { feedbackOf, returnTry, type TryKey, takeTry } from './tries';

/** Any type of a base question: the engine's encoder and decoder read each by its own type. */
type AnyBaseType = BaseQuestion['questionType'];

type QuestionRow = typeof questions.$inferSelect;

/** Escapes LIKE wildcards so user text matches literally. */
function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The scope of a staff caller when asked for: the request's (`requestScope`), or computed here when not given. */
export type ScopeOfCaller = () => Promise<Scope>;

/** Subjects whose questions the caller may read: the scope's subjects, or every subject for a student session. */
async function readableSubjects(
  db: Db,
  principal: Principal,
  scope?: ScopeOfCaller,
): Promise<readonly SubjectCode[]> {
  if (principal.studentId !== null) return SUBJECT_CODES;
  return subjectsInScope(await (scope ? scope() : scopeOf(db, principal)));
}

/** GET /questions/search: the caller's school, the subjects of the caller's scope. */
export async function searchQuestions(
  db: Db,
  principal: Principal,
  query: QuestionSearchQuery,
  scope?: ScopeOfCaller,
): Promise<QuestionSearchResult> {
  const subjects = (await readableSubjects(db, principal, scope)).filter(
    (subject) => !query.subjectCode || subject === query.subjectCode,
  );
  const empty = { total: 0, page: query.page, pageSize: query.pageSize, list: [] };
  if (subjects.length === 0) return empty;
  const where: SQL[] = [eq(questions.schoolId, principal.schoolId), inArray(questions.subjectCode, subjects)];
  if (query.gradeCode) where.push(eq(questions.gradeCode, query.gradeCode));
  if (query.questionType) where.push(eq(questions.questionType, query.questionType));
  if (query.textbookType) where.push(eq(questions.textbookType, query.textbookType));
  // A task sheet's hand-in question belongs to its homework, not to the bank.
  else where.push(ne(questions.textbookType, TASK_SHEET_HAND_IN));
  if (query.text) where.push(ilike(questions.searchText, likeLiteral(query.text)));
  if (query.knowledgePoint) where.push(sql`${query.knowledgePoint} = ANY(${questions.knowledgePoints})`);
  const condition = and(...where);
  const [total] = await db.select({ value: count() }).from(questions).where(condition);
  const rows = await db
    .select({
      questionId: questions.id,
      questionType: questions.questionType,
      subjectCode: questions.subjectCode,
      gradeCode: questions.gradeCode,
      knowledgePoints: questions.knowledgePoints,
      textbookType: questions.textbookType,
      chapterId: questions.chapterId,
      title: questions.searchText,
    })
    .from(questions)
    .where(condition)
    .orderBy(asc(questions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    list: rows.map((row) => ({
      ...row,
      subjectCode: row.subjectCode as SubjectCode,
      textbookType: row.textbookType as TextbookType,
    })),
  };
}

/** Bank questions cached per process: how many, and for how long (the bank changes only by migration or seed). */
export const QUESTION_CACHE_SIZE = 2_000;
export const QUESTION_CACHE_TTL_MS = 60_000;

interface CachedQuestion {
  row: QuestionRow;
  question: Question;
  expires: number;
}

/**
 * Parsed bank questions by id, per database: the answer call reads the same few questions thousands of times a
 * minute. Least recently used entries leave first; an entry lives a minute at most.
 */
const questionCaches = new WeakMap<Db, Map<number, CachedQuestion>>();

async function loadQuestion(db: Db, questionId: number): Promise<CachedQuestion | undefined> {
  const now = Date.now();
  let questionCache = questionCaches.get(db);
  if (!questionCache) {
    questionCache = new Map();
    questionCaches.set(db, questionCache);
  }
  const hit = questionCache.get(questionId);
  if (hit && hit.expires > now) {
    questionCache.delete(questionId);
    questionCache.set(questionId, hit);
    return hit;
  }
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId)).limit(1);
  if (!row) return undefined;
  const entry = {
    row,
    question: storedQuestionOrThrow(row.content, row.id),
    expires: now + QUESTION_CACHE_TTL_MS,
  };
  questionCache.set(questionId, entry);
  if (questionCache.size > QUESTION_CACHE_SIZE) {
    const oldest = questionCache.keys().next().value;
    if (oldest !== undefined) questionCache.delete(oldest);
  }
  return entry;
}

/** A bank question of the caller's school the caller may read (404 elsewhere, 403 outside the scope). */
export async function readableQuestion(
  db: Db,
  principal: Principal,
  questionId: number,
  scope?: ScopeOfCaller,
): Promise<{ row: QuestionRow; question: Question }> {
  const entry = await loadQuestion(db, questionId);
  if (!entry || entry.row.schoolId !== principal.schoolId) throw notFound();
  if (principal.studentId === null) {
    const subjects = await readableSubjects(db, principal, scope);
    if (!subjects.includes(entry.row.subjectCode as SubjectCode)) throw forbidden();
  }
  return entry;
}

/** Numeric bank id of a path questionId, or 404. */
export function bankId(questionId: string): number {
  if (!/^\d{1,9}$/.test(questionId)) throw notFound();
  return Number(questionId);
}

/**
 * An answer is malformed when it holds a NUL character, or when nothing of it survives the engine's
 * decoder: a non-empty string that decodes to the same thing as an empty one. The engine decides what an answer means; the server
 * only refuses text that means nothing for the type.
 */
export function isMalformedAnswer(question: BaseQuestion, encoded: string): boolean {
  // A NUL character means nothing in any encoding, and PostgreSQL text cannot store it.
  if (encoded.includes('\u0000')) return true;
  // A teacher-marked type's submitted string carries no encoding to read (question-engine spec §3).
  if (encoded.trim() === '' || moduleFor(question.questionType)?.teacherMarked === true) return false;
  return (
    encodeAnswer<AnyBaseType>(question, decodeAnswer<AnyBaseType>(question, encoded)) ===
    emptyAnswerOf(question)
  );
}

/** The encoding of an empty answer, per (cached, parsed) question. */
const emptyAnswers = new WeakMap<BaseQuestion, string>();

function emptyAnswerOf(question: BaseQuestion): string {
  let empty = emptyAnswers.get(question);
  if (empty === undefined) {
    empty = encodeAnswer<AnyBaseType>(question, decodeAnswer<AnyBaseType>(question, ''));
    emptyAnswers.set(question, empty);
  }
  return empty;
}

function malformed(reason: string): AppError {
  return ruleError(ERROR_CODES.MALFORMED_ANSWER, 'malformedAnswer', { reason });
}

/** One checked answer to store: which (sub-)question, its encoding and result. */
export interface CheckedAnswer {
  /** Sub-question id inside a composite; '' for a whole base question. */
  childKey: string;
  /** The encoded answer. */
  studentAnswer: string;
  /** The engine's result. */
  result: CheckResult;
  /** Photos, text or recordings of an essay, long answer or speaking (sub-)question; null otherwise. */
  localAnswer: MediaAnswer | null;
}

/**
 * The media answer a (sub-)question keeps: photos or text for an essay or long answer, recordings for speaking;
 * none for other types (what they were sent is ignored). The wrong kind for the type is malformed.
 */
function mediaFor(question: BaseQuestion, given: MediaAnswer | null | undefined): MediaAnswer | null {
  if (!given || !MEDIA_QUESTION_TYPES.has(question.questionType)) return null;
  const spoken = question.questionType === 'SPEAKING';
  if (spoken !== 'uploadList' in given) throw malformed(`not a valid ${question.questionType} answer`);
  // Typed text within wordsLimit, counted as the essay widget counts it (characters other than whitespace).
  const limit = question.wordsLimit ?? 0;
  if ('text' in given && limit > 0 && Array.from(given.text.replace(/\s+/g, '')).length > limit) {
    throw malformed(`the text is longer than ${limit} words`);
  }
  return given;
}

/** Checks the body against the question with the engine (never in the server). */
export function checkBody(
  question: Question,
  pathQuestionId: string,
  body: AnswerBody,
): { status: QuestionRightStatus; answers: CheckedAnswer[]; composite: boolean } {
  if (!isCompositeQuestion(question)) {
    if (body.combineQuestionId != null) throw notFound();
    if (isMalformedAnswer(question, body.studentAnswer)) malformedFor(question.questionType);
    const result = checkAnswer(question, body.studentAnswer);
    return {
      status: result.status,
      answers: [
        {
          childKey: '',
          studentAnswer: body.studentAnswer,
          result,
          localAnswer: mediaFor(question, body.localAnswer),
        },
      ],
      composite: false,
    };
  }
  const children = question.combinationQuestions;
  if (body.combineQuestionId != null) {
    const child = children.find((candidate) => candidate.questionId === pathQuestionId);
    if (!child) throw notFound();
    if (isMalformedAnswer(child, body.studentAnswer)) malformedFor(child.questionType);
    const result = checkAnswer(child, body.studentAnswer);
    return {
      status: result.status,
      answers: [
        {
          childKey: child.questionId,
          studentAnswer: body.studentAnswer,
          result,
          localAnswer: mediaFor(child, body.localAnswer),
        },
      ],
      composite: true,
    };
  }
  if (!body.childQuestions || body.childQuestions.length === 0) {
    throw malformed('a composite question is answered with childQuestions or combineQuestionId');
  }
  const given = new Map<string, string>();
  const media = new Map<string, MediaAnswer | null>();
  for (const entry of body.childQuestions) {
    const key = String(entry.questionId);
    const child = children.find((candidate) => candidate.questionId === key);
    if (!child) throw malformed(`no sub-question ${key}`);
    if (isMalformedAnswer(child, entry.studentAnswer)) malformedFor(child.questionType);
    given.set(key, entry.studentAnswer);
    media.set(key, mediaFor(child, entry.localAnswer));
  }
  const checked = checkComposite(question, Object.fromEntries(given));
  return {
    status: checked.status,
    answers: checked.children.map((child) => ({
      childKey: child.questionId,
      studentAnswer: given.get(child.questionId) ?? '',
      result: child.result,
      localAnswer: media.get(child.questionId) ?? null,
    })),
    composite: true,
  };
}

function malformedFor(type: string): never {
  throw malformed(`not a valid ${type} answer`);
}

/**
 * Stores a student-scoped answer: media files checked and named by their keys, then the group-commit
 * store. When no homework accepts it, nothing is stored and the answer is refused with the rule's reason
 * (answerRefusal); a race that leaves no reason (an attempt changed meanwhile) runs the store once more.
 */
async function storeStudentAnswer(
  database: Database,
  principal: StudentPrincipal,
  questionId: number,
  body: AnswerBody,
  checked: ReturnType<typeof checkBody>,
  childCount: number,
  taskSheetHandIn: boolean,
): Promise<NonNullable<Stored>> {
  // A task sheet's hand-in holds photos or PDFs of the completed sheet; other answers photos only.
  const localAnswers = await storedMediaAnswers(
    database.db,
    principal.schoolId,
    uploadOwnerOf(principal),
    checked.answers.map((answer) => answer.localAnswer),
    taskSheetHandIn,
  );
  const input = {
    schoolId: principal.schoolId,
    studentId: principal.studentId,
    classId: principal.studentClassId,
    staffId: principal.staffId,
    questionId,
    eHomeworkId: body.eHomeworkId,
    answers: checked.answers,
    localAnswers,
    childCount,
  };
  for (let tries = 0; tries < 2; tries++) {
    const stored = await storeAnswers(database, input);
    if (stored) return stored;
    const refusal = await answerRefusal(database.db, principal, questionId, body.eHomeworkId, new Date());
    if (refusal) throw refusal;
  }
  throw notFound();
}

/**
 * POST /questions/{id}/answer: check with the engine; a student-scoped session's answer is stored in its
 * homework's attempt or refused (nothing stored); a teacher's is only checked. A test's verdict is not told
 * (null, and no per-sub-question results) until the teacher publishes results.
 */
export async function answerQuestion(
  database: Database,
  principal: Principal,
  pathQuestionId: string,
  body: AnswerBody,
): Promise<AnswerResult> {
  // A student's answer belongs to one homework, named: the verdict depends on it (a test tells none).
  if (principal.studentId !== null && body.eHomeworkId === undefined) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: 'body.eHomeworkId' });
  }
  const rowId = body.combineQuestionId != null ? body.combineQuestionId : bankId(pathQuestionId);
  const { row, question } = await readableQuestion(database.db, principal, rowId);
  const checked = checkBody(question, pathQuestionId, body);
  const feedback =
    principal.studentId !== null && body.eHomeworkId !== undefined
      ? await feedbackOf(database.db, principal.schoolId, body.eHomeworkId)
      : null;
  const counted = await countCheck(database, principal, row.id, pathQuestionId, body, feedback);
  const triesLeft = counted?.triesLeft ?? null;
  let stored: Awaited<ReturnType<typeof storeStudentAnswer>> | null = null;
  try {
    stored =
      principal.studentId !== null
        ? await storeStudentAnswer(
            database,
            principal,
            row.id,
            body,
            checked,
            isCompositeQuestion(question) ? Math.max(1, question.combinationQuestions.length) : 1,
            row.textbookType === TASK_SHEET_HAND_IN,
          )
        : null;
  } catch (error) {
    // A check of an answer the server did not keep spends no try.
    if (counted) await returnTry(database.db, counted.key);
    throw error;
  }
  // No verdict of a test's question while the student may still answer it, even answered in a practice.
  // Under a limit of tries only a counted check tells the verdict: a save without `check` tells none, so
  // saving does not check for free.
  const limited = feedback?.immediateFeedback === true && feedback.maxTries !== null;
  const hidden =
    stored !== null &&
    (stored.isTest ||
      feedback?.immediateFeedback === false ||
      (limited && triesLeft === null) ||
      (await questionsOfRunningTests(database.db, principal as StudentPrincipal, [row.id], new Date())).has(
        row.id,
      ));
  const single = checked.answers.length === 1 && !body.childQuestions ? checked.answers[0] : undefined;
  return {
    questionRightStatus: hidden ? null : checked.status,
    studentAnswer: single ? single.studentAnswer : body.studentAnswer,
    childQuestions:
      !hidden && body.childQuestions && body.childQuestions.length > 0
        ? checked.answers.map((answer) => ({
            questionId: answer.childKey,
            questionRightStatus: answer.result.status,
            studentAnswer: answer.studentAnswer,
          }))
        : null,
    eHomeworkId: stored?.eHomeworkId ?? null,
    version: stored?.version ?? null,
    // The student view carries no explanation before results show: it comes with the verdict.
    questionAnalysis:
      stored !== null && !hidden
        ? ((answeredQuestion(question, body, pathQuestionId).questionAnalysis ?? []) as unknown as Record<
            string,
            unknown
          >[])
        : null,
    triesLeft: hidden ? null : triesLeft,
  };
}

/** The (sub-)question an answer body answers: a sub-question named by the path, or the question itself. */
function answeredQuestion(
  question: Question,
  body: AnswerBody,
  pathQuestionId: string,
): Question | BaseQuestion {
  if (!isCompositeQuestion(question) || body.combineQuestionId == null) return question;
  return question.combinationQuestions.find((child) => child.questionId === pathQuestionId) ?? question;
}

/**
 * Counts a check the student asked for (`check`) in a homework with immediate feedback and a tries limit: a
 * check beyond the limit is refused (409 NO_TRIES_LEFT) before anything is stored. Answers saved as they are
 * typed, and homework without feedback (checked at the hand-in), count nothing. The tries left and the try's
 * key (to give it back if the answer is then refused); null when not counted.
 */
async function countCheck(
  database: Database,
  principal: Principal,
  questionId: number,
  pathQuestionId: string,
  body: AnswerBody,
  feedback: Awaited<ReturnType<typeof feedbackOf>>,
): Promise<{ triesLeft: number; key: TryKey } | null> {
  if (principal.studentId === null || body.eHomeworkId === undefined || body.check !== true) return null;
  if (!feedback?.immediateFeedback || feedback.maxTries === null) return null;
  // A homework the student may not answer now refuses as it would without a check; no try is taken.
  const refusal = await answerRefusal(database.db, principal, questionId, body.eHomeworkId, new Date());
  if (refusal) throw refusal;
  const key: TryKey = {
    schoolId: principal.schoolId,
    homeworkId: body.eHomeworkId,
    studentId: principal.studentId,
    questionId,
    childKey: body.combineQuestionId != null ? pathQuestionId : '',
  };
  const used = await takeTry(database.db, key, feedback.maxTries);
  if (used === null) throw new AppError(409, ERROR_CODES.NO_TRIES_LEFT, 'noTriesLeft');
  return { triesLeft: feedback.maxTries - used, key };
}
