import {
  ERROR_CODES,
  type PictureMarking,
  type PracticeStatus,
  type ProcessType,
  type QuestionRightStatus,
  type SavedAnswer,
  type StartHomeworkResult,
  type StudentHomework,
  type StudentHomeworkDetail,
  type StudentHomeworkGroup,
  type StudentQuestion,
  type StudentTestStatus,
  type SubjectCode,
  type SubmitHomeworkResult,
  type SubmitStatus,
} from '@harbour/api-client/contract';
import {
  type AnswerTryLimit,
  joinedAfterEnd,
  processKindOf,
  questionAnswered,
  type SavedAnswerPart,
  submitStatusOf,
  WORK_PAPER_PROCESS_TYPE,
} from '@harbour/domain';
import {
  type BaseQuestion,
  checkComposite,
  decodeAnswer,
  encodeAnswer,
  isCompositeQuestion,
  mayBeLeftEmpty,
  type Question,
  requiredPartsLeft,
  toStudentView,
} from '@harbour/question-engine/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerTries, students } from '../../db/schema';
import { semicolonList } from '../../db/semicolon-list';
import { AppError } from '../../errors';
import type { StudentPrincipal } from '../../plugins/auth';
import type { Storage } from '../../storage';
import { viewableMediaAnswer } from '../files';
import {
  type AttemptRow,
  type HomeworkRow,
  homeworkQuestionRows,
  isTestHomework,
  openableHomework,
  questionsOfRunningTests,
  reopenMarkingFor,
  storedQuestionOrThrow,
  TEST_GRACE_MS,
  testDeadlineOf,
} from '../homework';
import {
  answerPartRows,
  answerRows,
  homeworkListRows,
  startAttempt,
  submitAttempt,
  workPaperOfHomeworkRow,
} from './queries';

/** Any type of a base question: the engine's encoder and decoder read each by its own type. */
type AnyBaseType = BaseQuestion['questionType'];

/**
 * How far back the home page lists homework: what ended in the last 8 weeks, and everything still open. A
 * bound, so a student's list (and its query) does not grow with every year of homework.
 */
export const STUDENT_LIST_WEEKS = 8;
const WEEK_MS = 7 * 24 * 60 * 60_000;

/** Where the attempt stands, as the home page and the detail show it. */
interface AttemptState {
  /** Whether the homework asks it of the student (see StudentWork.needed). */
  needed: boolean;
  startedAt: Date | null;
  submittedAt: Date | null;
  submitStatus: string | null;
  answeredCount: number;
  hasAttempt: boolean;
}

/** The home page's view of one homework for the student at `now`. */
function homeworkView(homework: HomeworkRow, state: AttemptState, now: Date): StudentHomework {
  const processType = homework.processType as ProcessType;
  const processKind = processKindOf(processType);
  const submitted = state.submittedAt !== null;
  const started = state.hasAttempt && (state.startedAt !== null || state.answeredCount > 0);
  const practiceStatus: PracticeStatus = submitted ? 'FINISHED' : started ? 'IN_PROGRESS' : 'NOT_STARTED';
  const submitStatus = submitStatusOf(
    { handedIn: submitted ? ((state.submitStatus ?? 'NORMAL') as SubmitStatus) : null, needed: state.needed },
    homework.endTime,
    now,
  );
  const studentTestStatus: StudentTestStatus | null =
    processKind !== 'TEST'
      ? null
      : submitted
        ? 'COMPLETED'
        : state.startedAt !== null
          ? 'IN_PROGRESS'
          : 'NOT_ENTERED';
  const group: StudentHomeworkGroup = submitted ? 'DONE' : submitStatus === 'OVERDUE' ? 'OVERDUE' : 'TODO';
  return {
    eHomeworkId: homework.id,
    homeworkName: homework.homeworkName,
    subjectCode: homework.subjectCode as SubjectCode,
    processType,
    processKind,
    startTime: homework.startTime.toISOString(),
    endTime: homework.endTime.toISOString(),
    durationMinutes: processKind === 'TEST' ? homework.durationMinutes : null,
    questionCount: homework.questionCount,
    answeredCount: state.answeredCount,
    practiceStatus,
    submitStatus,
    studentTestStatus,
    submittedAt: state.submittedAt?.toISOString() ?? null,
    resultsPublished: homework.correctionStatus === 'ANNOUNCED',
    group,
  };
}

const GROUP_ORDER: Record<StudentHomeworkGroup, number> = { TODO: 0, OVERDUE: 1, DONE: 2 };

/** GET /ael/student/practice/ehomeworks: the student's homework of the last weeks, grouped, due soonest first. */
export async function studentHomeworks(db: Db, student: StudentPrincipal, now = new Date()) {
  const since = new Date(now.getTime() - STUDENT_LIST_WEEKS * WEEK_MS);
  const rows = await homeworkListRows(db, student, now, since);
  const attemptIds = rows.flatMap((row) => (row.attemptId === null ? [] : [row.attemptId]));
  const parts = await answerPartRows(db, attemptIds);
  const list = rows
    .map((row) =>
      homeworkView(
        row.homework,
        {
          needed: !joinedAfterEnd(
            row.joinedClassAt === null ? null : new Date(row.joinedClassAt),
            row.homework.endTime,
          ),
          startedAt: row.startedAt,
          submittedAt: row.submittedAt,
          submitStatus: row.submitStatus,
          answeredCount: answeredCountOf(parts.filter((part) => part.attemptId === row.attemptId)),
          hasAttempt: row.attemptId !== null,
        },
        now,
      ),
    )
    // A homework that ended before the student joined the class is not theirs to do (NO_NEED).
    .filter((view) => view.submitStatus !== 'NO_NEED');
  // Stable sort: rows come due soonest first.
  list.sort((a, b) => GROUP_ORDER[a.group] - GROUP_ORDER[b.group]);
  return { list };
}

/**
 * How many questions of an attempt count as answered: the one rule (questionAnswered) the student's homework
 * page counts by, so the home list and the page agree.
 */
function answeredCountOf(
  rows: readonly { questionId: number; encodedAnswer: string; localAnswer: unknown }[],
): number {
  const byQuestion = new Map<number, SavedAnswerPart[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.questionId) ?? [];
    list.push({ studentAnswer: row.encodedAnswer, localAnswer: row.localAnswer });
    byQuestion.set(row.questionId, list);
  }
  return [...byQuestion.values()].filter(questionAnswered).length;
}

/** A homework the student may work on now: theirs, and its start time has come. */
async function workableHomework(db: Db, student: StudentPrincipal, homeworkId: number, now: Date) {
  const found = await openableHomework(db, student, homeworkId, now);
  if (found.homework.startTime.getTime() > now.getTime()) {
    // A GET answers 403 (its documented statuses); the writes answer 409 like the answer call.
    throw new AppError(403, ERROR_CODES.HOMEWORK_NOT_STARTED, 'homeworkNotStarted');
  }
  return found;
}

function stateOf(attempt: AttemptRow | null, answeredCount: number, needed: boolean): AttemptState {
  return {
    needed,
    startedAt: attempt?.startedAt ?? null,
    submittedAt: attempt?.submittedAt ?? null,
    submitStatus: attempt?.submitStatus ?? null,
    answeredCount,
    hasAttempt: attempt !== null,
  };
}

function parsed(row: { questionId: number; content: unknown }): Question {
  return storedQuestionOrThrow(row.content, row.questionId);
}

/** Whether an encoded answer says something for the question (not empty, not the empty answer's encoding). */
function isAnswered(question: BaseQuestion, encoded: string | undefined): boolean {
  if (encoded === undefined || encoded.trim() === '') return false;
  try {
    return encoded !== encodeAnswer<AnyBaseType>(question, decodeAnswer<AnyBaseType>(question, ''));
  } catch {
    return true;
  }
}

type AnswerRow = Awaited<ReturnType<typeof answerRows>>[number];

/** The required parts of a question that its saved answers leave without an answer (question core's rule). */
function partsLeft(question: Question, rows: readonly AnswerRow[]): number[] {
  const composite = isCompositeQuestion(question);
  return requiredPartsLeft(question, (part) =>
    isAnswered(part, rows.find((row) => row.childKey === (composite ? part.questionId : ''))?.encodedAnswer),
  );
}

/** Whether answer keys, explanations and verdicts are shown: practice once submitted, tests once published. */
function resultsShownFor(homework: HomeworkRow, attempt: AttemptRow | null): boolean {
  if (isTestHomework(homework)) return homework.correctionStatus === 'ANNOUNCED';
  return attempt?.submittedAt != null;
}

/**
 * GET /ael/student/practice/ehomeworks/{id}: the questions (no keys before results show), answers, outcome. A
 * test not yet started lists no questions (its fullScore and the homework's questionCount still say how many).
 */
export async function studentHomework(
  db: Db,
  storage: Storage,
  student: StudentPrincipal,
  homeworkId: number,
  now = new Date(),
): Promise<StudentHomeworkDetail> {
  const { homework, attempt } = await workableHomework(db, student, homeworkId, now);
  const shown = resultsShownFor(homework, attempt);
  // A test's questions are not shown before its clock starts (POST …/start), so reading them is not free time.
  const closedTest = isTestHomework(homework) && !shown && !attempt?.startedAt && !attempt?.submittedAt;
  const [questionRows, savedRows, tryRows, [joined]] = await Promise.all([
    homeworkQuestionRows(db, homework.id),
    attempt ? answerRows(db, attempt.id) : Promise.resolve([] as AnswerRow[]),
    db
      .select({
        questionId: answerTries.questionId,
        childKey: answerTries.childKey,
        tries: answerTries.tries,
      })
      .from(answerTries)
      .where(and(eq(answerTries.homeworkId, homework.id), eq(answerTries.studentId, student.studentId))),
    // When the student joined the class: a homework that ended before is not asked of them (NO_NEED).
    db.select({ at: students.joinedClassAt }).from(students).where(eq(students.id, student.studentId)),
  ]);
  const answersByQuestion = new Map<number, AnswerRow[]>();
  for (const row of savedRows) {
    const list = answersByQuestion.get(row.questionId) ?? [];
    list.push(row);
    answersByQuestion.set(row.questionId, list);
  }
  // Questions of a test the student is still taking show no key nor verdict here either.
  const inRunningTests = shown
    ? await questionsOfRunningTests(
        db,
        student,
        questionRows.map((row) => row.questionId),
        now,
      )
    : new Set<number>();
  const questions: StudentQuestion[] = (closedTest ? [] : questionRows).map((row, index) => {
    const question = parsed(row);
    const rows = answersByQuestion.get(row.questionId) ?? [];
    const visible = shown && !inRunningTests.has(row.questionId);
    return {
      questionId: row.questionId,
      serialNo: index + 1,
      questionType: row.questionType,
      mayBeEmpty: mayBeLeftEmpty(question),
      requiredPartsLeft: partsLeft(question, rows),
      question: (visible ? question : toStudentView(question)) as unknown as Record<string, unknown>,
      answer: savedAnswerOf(storage, question, rows, visible),
      outcome: visible ? outcomeOf(storage, rows, row.maxScore) : null,
      triesUsed: Object.fromEntries(
        tryRows
          .filter((tried) => tried.questionId === row.questionId)
          .map((tried) => [tried.childKey, tried.tries]),
      ),
    };
  });
  const fullScore = questionRows.reduce((sum, row) => sum + row.maxScore, 0);
  const startedAt = attempt?.startedAt ?? null;
  const deadline = testDeadlineOf(homework, startedAt);
  return {
    homework: homeworkView(
      homework,
      stateOf(attempt, answeredCountOf(savedRows), !joinedAfterEnd(joined?.at ?? null, homework.endTime)),
      now,
    ),
    startedAt: startedAt?.toISOString() ?? null,
    testDeadline: deadline?.toISOString() ?? null,
    resultsShown: shown,
    totalScore: shown ? questions.reduce((sum, q) => sum + (q.outcome?.score ?? 0), 0) : null,
    fullScore,
    immediateFeedback: homework.immediateFeedback,
    maxTries: homework.maxTries as AnswerTryLimit,
    questions,
    workPaper: await workPaperOfHomework(db, storage, homework),
  };
}

/** The task sheet a processType 13 homework was distributed from, its PDF signed for the reader; null otherwise. */
async function workPaperOfHomework(db: Db, storage: Storage, homework: HomeworkRow) {
  if (homework.processType !== WORK_PAPER_PROCESS_TYPE) return null;
  const row = await workPaperOfHomeworkRow(db, homework.schoolId, homework.id);
  if (!row) return null;
  return {
    name: row.name,
    instructions: semicolonList(row.description),
    fileName: row.fileName,
    fileUrl: storage.signedUrl(row.fileKey),
  };
}

/** The saved answer of one question: media answers with fresh URLs; verdicts only when results show. */
function savedAnswerOf(
  storage: Storage,
  question: Question,
  rows: readonly AnswerRow[],
  shown: boolean,
): SavedAnswer | null {
  if (rows.length === 0) return null;
  const status = (value: string) => (shown ? (value as QuestionRightStatus) : null);
  const version = Math.max(...rows.map((row) => row.version));
  if (!isCompositeQuestion(question)) {
    const row = rows.find((candidate) => candidate.childKey === '') ?? rows[0];
    if (!row) return null;
    return {
      studentAnswer: row.encodedAnswer,
      localAnswer: viewableMediaAnswer(storage, row.localAnswer),
      questionRightStatus: status(row.rightStatus),
      childQuestions: [],
      version,
    };
  }
  const children = rows.filter((row) => row.childKey !== '');
  let overall: QuestionRightStatus | null = null;
  if (shown) {
    const given = Object.fromEntries(children.map((row) => [row.childKey, row.encodedAnswer]));
    overall = checkComposite(question, given).status;
  }
  return {
    studentAnswer: '',
    localAnswer: null,
    questionRightStatus: overall,
    childQuestions: children.map((row) => ({
      questionId: row.childKey,
      studentAnswer: row.encodedAnswer,
      localAnswer: viewableMediaAnswer(storage, row.localAnswer),
      questionRightStatus: status(row.rightStatus),
    })),
    version,
  };
}

/**
 * Score and comment of one question: the teacher's marking where marked, else the automatic check's; a writing
 * task's per-criterion scores and the marked photos with the teacher's marks (vector data over the photo).
 */
function outcomeOf(storage: Storage, rows: readonly AnswerRow[], maxScore: number) {
  const marked = rows.some((row) => row.markedScore !== null);
  const score = rows.reduce((sum, row) => sum + (row.markedScore ?? row.score), 0);
  const comment = rows
    .map((row) => row.comment ?? '')
    .filter((text) => text !== '')
    .join('\n');
  const criteria = rows.flatMap((row) =>
    Array.isArray(row.criteria) ? (row.criteria as { ruleName: string; score: number }[]) : [],
  );
  const pictures = rows.flatMap((row) =>
    (Array.isArray(row.pictures) ? (row.pictures as PictureMarking[]) : []).map((picture) => ({
      ...picture,
      imgUrl: storage.signedUrl(picture.imgUrl),
    })),
  );
  return { score: Math.min(score, maxScore), maxScore, comment, marked, criteria, pictures };
}

/** POST …/start: opens the attempt and starts a test's clock once; a test only between its start and end. */
export async function startHomework(
  db: Db,
  student: StudentPrincipal,
  homeworkId: number,
  now = new Date(),
): Promise<StartHomeworkResult> {
  const { homework, attempt } = await openableHomework(db, student, homeworkId, now);
  if (homework.startTime.getTime() > now.getTime()) {
    throw new AppError(409, ERROR_CODES.HOMEWORK_NOT_STARTED, 'homeworkNotStarted');
  }
  let startedAt = attempt?.startedAt ?? null;
  if (startedAt === null) {
    // Only the first start counts; a test's clock cannot be started after its end time.
    if (isTestHomework(homework) && homework.endTime.getTime() < now.getTime() && !attempt?.submittedAt) {
      throw new AppError(409, ERROR_CODES.TEST_TIME_UP, 'testNotOpen');
    }
    startedAt = await startAttempt(db, student, homework.id, now);
  }
  const deadline = testDeadlineOf(homework, startedAt);
  return { startedAt: startedAt.toISOString(), testDeadline: deadline?.toISOString() ?? null };
}

/**
 * POST …/submit: checks that no question that may not be empty is missing ('submitTips' naming their numbers,
 * HTTP 400) unless a test's time is up; records NORMAL on time (a timed-out test too) or DELAY after the end
 * time, and the simulating teacher as the submitter. A second submit answers the first's result.
 */
export async function submitHomework(
  db: Db,
  student: StudentPrincipal,
  homeworkId: number,
  body: { timeUp: boolean },
  now = new Date(),
): Promise<SubmitHomeworkResult> {
  const { homework, attempt } = await openableHomework(db, student, homeworkId, now);
  if (attempt?.submittedAt) {
    return {
      submitStatus: attempt.submitStatus as SubmitStatus,
      submittedAt: attempt.submittedAt.toISOString(),
    };
  }
  if (homework.startTime.getTime() > now.getTime()) {
    throw new AppError(409, ERROR_CODES.HOMEWORK_NOT_STARTED, 'homeworkNotStarted');
  }
  const test = isTestHomework(homework);
  const deadline = testDeadlineOf(homework, attempt?.startedAt ?? null);
  if (test && deadline === null) throw new AppError(409, ERROR_CODES.HOMEWORK_NOT_STARTED, 'testNotStarted');
  // The app's timer may reach zero a moment before the server's clock does.
  const timedOut =
    test && body.timeUp && deadline !== null && now.getTime() >= deadline.getTime() - TEST_GRACE_MS;
  if (!timedOut) {
    const [questionRows, savedRows] = await Promise.all([
      homeworkQuestionRows(db, homework.id),
      attempt ? answerRows(db, attempt.id) : Promise.resolve([] as AnswerRow[]),
    ]);
    const missing = questionRows
      .map((row, index) => ({ serialNo: index + 1, question: parsed(row), questionId: row.questionId }))
      .filter(
        ({ question, questionId }) =>
          partsLeft(
            question,
            savedRows.filter((row) => row.questionId === questionId),
          ).length > 0,
      )
      .map(({ serialNo }) => serialNo);
    if (missing.length > 0) {
      throw new AppError(400, ERROR_CODES.SUBMIT_MISSING_ANSWERS, 'submitTips', {
        numbers: missing.join(', '),
      });
    }
  }
  const onTime = timedOut || now.getTime() <= homework.endTime.getTime();
  const recorded = await submitAttempt(db, student, homework.id, {
    submitStatus: onTime ? 'NORMAL' : 'DELAY',
    submittedAt: now,
    submittedByStaffId: student.staffId,
  });
  if (recorded?.submittedAt) {
    await reopenMarkingFor(db, homework.id, student.studentId);
    return {
      submitStatus: recorded.submitStatus as SubmitStatus,
      submittedAt: recorded.submittedAt.toISOString(),
    };
  }
  // Another submit got there first: its result.
  const again = await openableHomework(db, student, homeworkId, now);
  const first = again.attempt;
  if (!first?.submittedAt) throw new Error('submission vanished');
  return { submitStatus: first.submitStatus as SubmitStatus, submittedAt: first.submittedAt.toISOString() };
}
