import {
  type AnnounceResult,
  type CorrectAnswerResult,
  type CorrectionStatus,
  ERROR_CODES,
  type MarkingAnswer,
  type MarkingOverview,
  type MarkingUnit,
  type MediaAnswer,
  type ProcessType,
  type QuestionRightStatus,
  type ScoreChange,
  type SubjectCode,
  type SubmitStatus,
  type TextbookType,
  type WithdrawExamResult,
  type WritingCriterion,
} from '@harbour/api-client/contract';
import {
  commentRequired,
  correctionStatusOf,
  isBlankText,
  type MarkingScoreError,
  markingSaveKind,
  markingScoreError,
  pictureRotatable,
  processKindOf,
  questionNeedsTeacher,
  resultsPublishingCheck,
  subQuestionFullMark,
  WRITING_PROCESS_TYPE,
  writingCriteriaScoreError,
} from '@harbour/domain';
import {
  type BaseQuestion,
  checkAnswer,
  isCompositeQuestion,
  moduleFor,
} from '@harbour/question-engine/core';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Scope } from '../../plugins/tenancy';
import type { Storage } from '../../storage';
import { keyOfUrl } from '../files';
import {
  audit,
  type HomeworkRow,
  homeworkInScope,
  homeworkQuestionRows,
  storedQuestion,
  type TargetRow,
  visibleTargets,
} from '../homework';
import { storedPictureSize } from './picture-size';
import {
  type AnswerMarkingRow,
  announce,
  answerOfHomework,
  answersOfStudent,
  appendScoreChange,
  attemptTotal,
  eraseExamRecords,
  homeworkHasWork,
  placeInWay,
  progressPerQuestion,
  type StudentKey,
  scoreHistoryOf,
  scoringPerStudent,
  setAnswerScore,
  setCorrectionStatus,
  studentHead,
  studentOfWay,
  studentsBeside,
  studentsReachedCount,
  type WayFilter,
  writeMarking,
} from './queries';

// The rules of marking (back-office spec §4, §5, §7): what the scoring screen reads, how a score is saved, the
// publishing of results and the withdrawal of an exam. The rules themselves are @harbour/domain's
// marking-rules, which the back-office runs too; this module applies them to the stored work.

/** A question (or sub-question) of a homework as marking sees it. */
export interface MarkingQuestionRow {
  questionId: number;
  childKey: string;
  serialNo: number;
  questionType: string;
  /** The engine's structure with keys and explanations. */
  question: Record<string, unknown>;
  maxScore: number;
  teacherMarked: boolean;
  commentRequired: boolean;
}

/** Parsed questions per homework, kept briefly: every marking call of a screen reads the same few. */
const QUESTIONS_TTL_MS = 10_000;
const questionCaches = new WeakMap<Db, Map<number, { rows: MarkingQuestionRow[]; expires: number }>>();

/** The questions of a homework in order; a composite's sub-questions as their own rows (answers are per child). */
export async function markingQuestionsOf(db: Db, homeworkId: number): Promise<MarkingQuestionRow[]> {
  let cache = questionCaches.get(db);
  if (!cache) {
    cache = new Map();
    questionCaches.set(db, cache);
  }
  const hit = cache.get(homeworkId);
  if (hit && hit.expires > Date.now()) return hit.rows;
  const rows = (await homeworkQuestionRows(db, homeworkId)).flatMap((row, index) => {
    const question = storedQuestion(row.content, row.questionId);
    if (!question) return [];
    const composite = isCompositeQuestion(question);
    const children: BaseQuestion[] = composite ? question.combinationQuestions : [question as BaseQuestion];
    return children.map((child): MarkingQuestionRow => {
      const teacherMarked = questionNeedsTeacher({
        questionType: child.questionType,
        typeTeacherMarked: moduleFor(child.questionType)?.teacherMarked === true,
        openKey: checkAnswer(child, '').status === 'NOT_CORRECT',
      });
      return {
        questionId: row.questionId,
        childKey: composite ? child.questionId : '',
        serialNo: index + 1,
        questionType: child.questionType,
        question: child as unknown as Record<string, unknown>,
        // A sub-question's share of the question's full mark, as the answer call scores it.
        maxScore: subQuestionFullMark(row.maxScore, composite ? children.length : 0),
        teacherMarked,
        commentRequired: commentRequired({ questionType: child.questionType, teacherMarked }),
      };
    });
  });
  cache.set(homeworkId, { rows, expires: Date.now() + QUESTIONS_TTL_MS });
  if (cache.size > 500) cache.delete(cache.keys().next().value as number);
  return rows;
}

/** The homework, and the classes of it the caller sees (in class-name order), optionally one of them. */
export async function markingScope(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  classId?: number,
): Promise<{ homework: HomeworkRow; targets: TargetRow[]; classIds: number[]; seenClassIds: number[] }> {
  const { homework, targets } = await homeworkInScope(db, scope, eHomeworkId, 'read');
  const visible = visibleTargets(scope, homework.subjectCode as SubjectCode, targets);
  const seenClassIds = [...new Set(visible.map((target) => target.classId))];
  let classIds = seenClassIds;
  if (classId !== undefined) {
    if (!targets.some((target) => target.classId === classId)) throw notFound();
    if (!classIds.includes(classId)) throw forbidden();
    classIds = [classId];
  }
  return { homework, targets, classIds, seenClassIds };
}

/** Scoring criteria of a writing task (processType 14); none otherwise. */
export function writingCriteriaOf(homework: HomeworkRow): WritingCriterion[] {
  if (homework.processType !== WRITING_PROCESS_TYPE) return [];
  return Array.isArray(homework.writingCriteria) ? (homework.writingCriteria as WritingCriterion[]) : [];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored media answer with each key as a signed URL (all signed at `now`, so one key gives one URL). */
function viewable(storage: Storage, stored: unknown, now: number): MediaAnswer | null {
  if (stored === null || typeof stored !== 'object') return null;
  const answer = stored as MediaAnswer;
  const sign = (key: string) => storage.signedUrl(key, now);
  if ('imgUrl' in answer) return { ...answer, imgUrl: answer.imgUrl.map(sign) };
  return {
    ...answer,
    uploadList: answer.uploadList.map((clip) => ({ ...clip, url: sign(clip.url) })),
    makeList: answer.makeList.map((clip) => ({ ...clip, url: sign(clip.url) })),
  };
}

/** Whether a row's marking is of the answer as it is now (the student has not answered again since). */
function markingIsCurrent(row: AnswerMarkingRow): boolean {
  return row.markingVersion !== null && Number(row.markedAnswerVersion) === Number(row.answerVersion);
}

/** One answer as the scoring screen shows it. */
export function markingAnswerOf(
  question: MarkingQuestionRow,
  row: AnswerMarkingRow | undefined,
  storage: Storage,
  now: number,
): MarkingAnswer {
  const current = row !== undefined && markingIsCurrent(row);
  return {
    answerId: row ? Number(row.answerId) : null,
    questionId: question.questionId,
    childKey: question.childKey,
    serialNo: question.serialNo,
    questionType: question.questionType,
    question: question.question,
    encodedAnswer: row?.encodedAnswer ?? '',
    localAnswer: row ? viewable(storage, row.localAnswer, now) : null,
    rightStatus: row ? (row.rightStatus as QuestionRightStatus) : null,
    autoScore: row ? Number(current ? row.autoScore : row.score) : 0,
    score: row ? Number(row.score) : 0,
    maxScore: question.maxScore,
    teacherMarked: question.teacherMarked,
    commentRequired: question.commentRequired,
    marking:
      current && row
        ? {
            version: Number(row.markingVersion),
            score: Number(row.markedScore),
            comment: row.comment ?? '',
            criteria: row.criteria ?? [],
            pictures: (row.pictures ?? []).map((picture) => ({
              imgUrl: storage.signedUrl(picture.imgUrl, now),
              rotation: picture.rotation as 0 | 90 | 180 | 270,
              marks: picture.marks as MarkingAnswer['marking'] extends infer M
                ? M extends { pictures: { marks: infer K }[] }
                  ? K
                  : never
                : never,
            })),
            draft: row.draft === true,
            markerId: Number(row.markerId),
            markerName: row.markerName ?? '',
            markedAt: iso(row.markedAt as Date | string),
          }
        : null,
  };
}

// ---- correctdetail ----------------------------------------------------------------------------------

/** GET correctdetail: the questions with the progress on each, and the counts of students. */
export async function markingOverview(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  classId: number | undefined,
): Promise<MarkingOverview> {
  const { homework, classIds, seenClassIds } = await markingScope(db, scope, eHomeworkId, classId);
  const [questions, progress, perStudent, perStudentSeen, studentCount, hasWork] = await Promise.all([
    markingQuestionsOf(db, homework.id),
    progressPerQuestion(db, homework.id, classIds),
    scoringPerStudent(db, homework.id, classIds),
    // Publishing covers every class of the homework (all of them the caller's, to publish): the students it
    // waits for are named from all of them, whichever class the page shows.
    classId === undefined ? null : scoringPerStudent(db, homework.id, seenClassIds),
    studentsReachedCount(db, homework.id, classIds),
    homework.correctionStatus === 'ANNOUNCED' ? Promise.resolve(false) : homeworkHasWork(db, homework.id),
  ]);
  // The correction status follows the work (a redo brings new answers to mark): set it when it has moved.
  let correctionStatus = homework.correctionStatus as CorrectionStatus;
  if (correctionStatus !== 'ANNOUNCED' && perStudent.length > 0) {
    const now = correctionStatusOf({ announced: false, toMarkCount: hasWork ? 1 : 0 });
    if (now !== correctionStatus) {
      await setCorrectionStatus(db, homework.id, now);
      correctionStatus = now;
    }
  }
  const progressOf = new Map(progress.map((row) => [`${row.questionId}:${row.childKey}`, row]));
  return {
    eHomeworkId: homework.id,
    homeworkName: homework.homeworkName,
    processType: homework.processType as ProcessType,
    textbookType: homework.textbookType as TextbookType | null,
    processKind: processKindOf(homework.processType as ProcessType),
    correctionStatus,
    announcedAt: homework.announcedAt ? homework.announcedAt.toISOString() : null,
    studentCount,
    submittedCount: perStudent.length,
    fullyMarkedCount: perStudent.filter((row) => row.unscored === 0).length,
    unmarkedCount: perStudent.filter((row) => row.teacherAnswers > 0 && row.unscored === row.teacherAnswers)
      .length,
    studentsLeftToMark: (perStudentSeen ?? perStudent)
      .filter((row) => row.unscored > 0)
      .map((row) => row.student),
    questions: questions.map((question) => {
      const counts = progressOf.get(`${question.questionId}:${question.childKey}`);
      return {
        questionId: question.questionId,
        childKey: question.childKey,
        serialNo: question.serialNo,
        questionType: question.questionType,
        maxScore: question.maxScore,
        teacherMarked: question.teacherMarked,
        markedCount: Number(counts?.marked ?? 0),
        toMarkCount: Number(counts?.toMark ?? 0),
      };
    }),
    writingCriteria: writingCriteriaOf(homework),
  };
}

// ---- answers/next -------------------------------------------------------------------------------------

/** GET answers/next: one student's answers (or one question's), with the neighbours; null when none. */
export async function nextAnswers(
  db: Db,
  storage: Storage,
  scope: Scope,
  eHomeworkId: number,
  query: {
    studentId?: number | undefined;
    move: 'current' | 'next' | 'previous';
    questionId?: number | undefined;
    unmarkedOnly?: boolean | undefined;
    classId?: number | undefined;
  },
): Promise<MarkingUnit> {
  const { homework, classIds } = await markingScope(db, scope, eHomeworkId, query.classId);
  const questions = await markingQuestionsOf(db, homework.id);
  const shown =
    query.questionId === undefined
      ? questions
      : questions.filter((question) => question.questionId === query.questionId);
  if (shown.length === 0) throw notFound();
  const way: WayFilter = {
    homeworkId: homework.id,
    classIds,
    unmarkedOnly: query.unmarkedOnly === true,
    questionId: query.questionId,
  };
  // The student to show, then their neighbours, place, head and answers at once (one round trip's wait).
  let target: StudentKey | undefined;
  let previous: Promise<StudentKey | undefined> = Promise.resolve(undefined);
  let next: Promise<StudentKey | undefined> = Promise.resolve(undefined);
  const one = (from: StudentKey, direction: 'after' | 'before') =>
    studentsBeside(db, way, from, direction, 1).then((found) => found[0]);
  if (query.studentId === undefined) {
    const found = await studentsBeside(db, way, null, 'after', 2);
    target = found[0];
    next = Promise.resolve(found[1]);
  } else {
    const from = await studentOfWay(db, way, query.studentId, scope.schoolId);
    if (!from) throw notFound();
    if (query.move === 'current') {
      if (!from.submitted) return null;
      target = from;
      previous = one(from, 'before');
      next = one(from, 'after');
    } else {
      const found = await studentsBeside(db, way, from, query.move === 'next' ? 'after' : 'before', 2);
      target = found[0];
      if (target && query.move === 'next') {
        next = Promise.resolve(found[1]);
        previous = one(target, 'before');
      } else if (target) {
        previous = Promise.resolve(found[1]);
        next = one(target, 'after');
      }
    }
  }
  if (!target) return null;
  const [place, head, rows, before, after] = await Promise.all([
    placeInWay(db, way, target),
    studentHead(db, homework.id, target.studentId),
    answersOfStudent(db, homework.id, target.studentId, query.questionId),
    previous,
    next,
  ]);
  if (!head) return null;
  const byKey = new Map(rows.map((row) => [`${row.questionId}:${row.childKey}`, row]));
  const now = Date.now();
  return {
    student: {
      studentId: Number(head.studentId),
      name: head.name,
      nameEn: head.nameEn,
      classId: Number(head.classId),
      className: head.className,
      classNumber: Number(head.classNumber),
      submitStatus: head.submitStatus as SubmitStatus,
      submittedAt: iso(head.submittedAt),
      score: Number(head.score),
      fullScore: questions.reduce((sum, question) => sum + question.maxScore, 0),
    },
    position: place.position,
    total: place.total,
    previousStudentId: before ? Number(before.studentId) : null,
    nextStudentId: after ? Number(after.studentId) : null,
    answers: shown.map((question) =>
      markingAnswerOf(question, byKey.get(`${question.questionId}:${question.childKey}`), storage, now),
    ),
  };
}

// ---- correct ------------------------------------------------------------------------------------------

const SCORE_MESSAGES: Record<MarkingScoreError['reason'], { plain: MessageKey; criterion: MessageKey }> = {
  NOT_WHOLE: { plain: 'scoreNotWhole', criterion: 'criterionNotWhole' },
  NEGATIVE: { plain: 'scoreNegative', criterion: 'criterionNegative' },
  ABOVE_MAXIMUM: { plain: 'scoreAboveMaximum', criterion: 'criterionAboveMaximum' },
  CRITERIA_MISMATCH: { plain: 'criteriaMismatch', criterion: 'criteriaMismatch' },
  CRITERIA_SUM: { plain: 'criteriaSum', criterion: 'criteriaSum' },
};

/** A refused score (HTTP 400, SCORE_INVALID) whose message names the limit. */
function scoreRefusal(error: MarkingScoreError): AppError {
  const messages = SCORE_MESSAGES[error.reason];
  return new AppError(
    400,
    ERROR_CODES.SCORE_INVALID,
    error.ruleName === undefined ? messages.plain : messages.criterion,
    { limit: String(error.limit), ruleName: error.ruleName ?? '' },
  );
}

const invalid = (field: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: `body.${field}` });

/** The POST correct body, as validated by the contract. */
export interface CorrectBody {
  score: number;
  comment: string;
  criteria: { ruleName: string; score: number }[];
  pictures: { imgUrl: string; rotation: 0 | 90 | 180 | 270; marks: unknown[] }[];
  draft: boolean;
  baseVersion: number;
  overrideReason?: string | undefined;
}

/** The photos the marking names, as storage keys: each one of the answer's own photos, the 4096 rule on turns. */
async function picturesToStore(
  storage: Storage,
  pictures: CorrectBody['pictures'],
  localAnswer: unknown,
): Promise<{ imgUrl: string; rotation: number; marks: unknown[] }[]> {
  if (pictures.length === 0) return [];
  const photos =
    localAnswer && typeof localAnswer === 'object' && 'imgUrl' in localAnswer
      ? ((localAnswer as { imgUrl: string[] }).imgUrl ?? [])
      : [];
  const stored: { imgUrl: string; rotation: number; marks: unknown[] }[] = [];
  for (const picture of pictures) {
    const key = keyOfUrl(picture.imgUrl);
    if (key === null || !photos.includes(key)) throw invalid('pictures');
    if (stored.some((other) => other.imgUrl === key)) throw invalid('pictures');
    if (picture.rotation !== 0) {
      const size = await storedPictureSize(storage, key);
      if (size && !pictureRotatable(size.width, size.height)) {
        throw new AppError(400, ERROR_CODES.PICTURE_TOO_LARGE_TO_ROTATE, 'pictureTooLargeToRotate');
      }
    }
    stored.push({ imgUrl: key, rotation: picture.rotation, marks: picture.marks });
  }
  return stored;
}

/**
 * POST answers/{answerId}/correct: in one transaction, with the answer's row locked (two markers of one answer
 * take turns: the second sees the first's version and gets the conflict), applies the rules and saves the
 * marking, the answer's score, its score history and the homework's correction status.
 */
export async function correctAnswer(
  db: Db,
  storage: Storage,
  principal: StaffPrincipal,
  scope: Scope,
  eHomeworkId: number,
  answerId: number,
  body: CorrectBody,
): Promise<CorrectAnswerResult> {
  const { homework, classIds } = await markingScope(db, scope, eHomeworkId);
  const questions = await markingQuestionsOf(db, homework.id);
  const criteria = writingCriteriaOf(homework);
  // Checked before the lock: the answer's own photos and the 4096 rule need the stored files.
  const before = await answerOfHomework(db, principal.schoolId, homework.id, answerId, false);
  if (!before) throw notFound();
  if (!classIds.includes(Number(before.studentClassId))) throw forbidden();
  const pictures = await picturesToStore(storage, body.pictures, before.localAnswer);
  return db.transaction(async (tx) => {
    const answer = await answerOfHomework(tx, principal.schoolId, homework.id, answerId, true);
    if (!answer) throw notFound();
    if (answer.submittedAt === null) {
      throw new AppError(409, ERROR_CODES.ANSWER_NOT_SUBMITTED, 'answerNotSubmitted');
    }
    const question = questions.find(
      (candidate) =>
        candidate.questionId === Number(answer.questionId) && candidate.childKey === answer.childKey,
    );
    if (!question) throw notFound();
    const current = markingIsCurrent(answer);
    const currentVersion = current ? Number(answer.markingVersion) : 0;
    if (body.baseVersion !== currentVersion) {
      throw current
        ? new AppError(409, ERROR_CODES.MARKING_CONFLICT, 'markingConflict', {
            name: answer.markerName ?? '',
          })
        : new AppError(409, ERROR_CODES.MARKING_CONFLICT, 'answerChanged');
    }
    const kind = markingSaveKind({
      saved: current ? { draft: answer.draft === true, markerId: Number(answer.markerId) } : null,
      markerId: principal.staffId,
      teacherMarked: question.teacherMarked,
      announced: homework.correctionStatus === 'ANNOUNCED',
      overrideReason: body.overrideReason,
    });
    if (kind === 'MARKING_SAVED') throw new AppError(409, ERROR_CODES.MARKING_SAVED, 'markingSaved');
    if (kind === 'REASON_REQUIRED') throw new AppError(409, ERROR_CODES.MARKING_SAVED, 'autoScoreOverride');
    if (kind === 'RESULTS_ANNOUNCED') {
      throw new AppError(409, ERROR_CODES.RESULTS_ANNOUNCED, 'resultsAnnounced');
    }
    const writing = criteria.length > 0 && question.teacherMarked;
    if (body.draft && (!writing || kind !== 'MARKING')) throw invalid('draft');
    if (!writing && body.criteria.length > 0) throw invalid('criteria');
    const scoreError =
      markingScoreError(body.score, question.maxScore) ??
      (writing ? writingCriteriaScoreError(body.criteria, criteria, body.score) : null);
    if (scoreError) throw scoreRefusal(scoreError);
    if (kind === 'MARKING' && !body.draft && question.commentRequired && isBlankText(body.comment)) {
      throw new AppError(400, ERROR_CODES.COMMENT_REQUIRED, 'commentRequired');
    }
    const reason = kind === 'OVERRIDE' ? (body.overrideReason ?? '').trim() : '';
    const version = await writeMarking(
      tx,
      {
        schoolId: principal.schoolId,
        answerId: Number(answer.answerId),
        score: body.score,
        // An override without a new comment keeps the saved one.
        comment: isBlankText(body.comment) && current ? (answer.comment ?? '') : body.comment,
        criteria: body.criteria,
        pictures,
        draft: body.draft,
        markerId: principal.staffId,
        autoScore: current ? Number(answer.autoScore) : Number(answer.score),
        answerVersion: Number(answer.answerVersion),
      },
      answer.markingId === null ? null : Number(answer.markingVersion),
    );
    if (version === null) {
      throw new AppError(409, ERROR_CODES.MARKING_CONFLICT, 'markingConflict', {
        name: answer.markerName ?? '',
      });
    }
    let correctionStatus = homework.correctionStatus as CorrectionStatus;
    if (!body.draft) {
      const changed = Number(answer.score) !== body.score;
      if (changed) await setAnswerScore(tx, Number(answer.answerId), body.score);
      // The history holds score changes: an override that keeps the score (a new comment) changes none.
      if (changed || kind !== 'OVERRIDE')
        await appendScoreChange(tx, {
          schoolId: principal.schoolId,
          answerId: Number(answer.answerId),
          oldScore: Number(answer.score),
          newScore: body.score,
          source: kind === 'OVERRIDE' ? 'OVERRIDE' : 'MARKING',
          actorStaffId: principal.staffId,
          reason,
        });
      if (
        correctionStatus === 'WAIT_CORRECT' &&
        kind === 'MARKING' &&
        !(await homeworkHasWork(tx, homework.id))
      ) {
        correctionStatus = correctionStatusOf({ announced: false, toMarkCount: 0 });
        await setCorrectionStatus(tx, homework.id, correctionStatus);
      }
    }
    const saved = await answerOfHomework(tx, principal.schoolId, homework.id, answerId, false);
    return {
      answer: markingAnswerOf(question, saved ?? undefined, storage, Date.now()),
      studentScore: await attemptTotal(tx, Number(answer.attemptId)),
      correctionStatus,
    };
  });
}

// ---- history, announce, withdraw ----------------------------------------------------------------------

/** GET answers/{answerId}/history: the answer's score changes, oldest first. */
export async function scoreHistory(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  answerId: number,
): Promise<ScoreChange[]> {
  const { homework, classIds } = await markingScope(db, scope, eHomeworkId);
  const answer = await answerOfHomework(db, scope.schoolId, homework.id, answerId, false);
  if (!answer) throw notFound();
  if (!classIds.includes(Number(answer.studentClassId))) throw forbidden();
  const rows = await scoreHistoryOf(db, scope.schoolId, answerId);
  return rows.map((row) => ({
    oldScore: row.oldScore === null ? null : Number(row.oldScore),
    newScore: Number(row.newScore),
    source: row.source as ScoreChange['source'],
    actorName: row.actorName,
    reason: row.reason,
    at: iso(row.at),
  }));
}

/** A withdrawn exam is neither withdrawn again nor announced (its records are erased). */
function examWithdrawn(): AppError {
  return new AppError(409, ERROR_CODES.EXAM_WITHDRAWN, 'examWithdrawn');
}

/**
 * POST announced: publishing the results ends class scoring (spec §5): refused while a student is partly
 * scored; asked first when students have every teacher-marked answer unscored.
 */
export async function announceResults(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  continueWithUnscored: boolean,
  now: Date,
): Promise<AnnounceResult> {
  const { homework } = await homeworkInScope(db, scope, eHomeworkId, 'write');
  if (homework.withdrawnAt !== null) throw examWithdrawn();
  if (homework.correctionStatus !== 'ANNOUNCED') {
    const students = await scoringPerStudent(db, homework.id, null);
    const check = resultsPublishingCheck(students);
    if (check === 'NOT_ALL_SCORED') throw new AppError(409, ERROR_CODES.NOT_ALL_SCORED, 'notAllScored');
    if (check === 'ASK_TO_CONTINUE' && !continueWithUnscored) {
      const count = students.filter((s) => s.teacherAnswers > 0 && s.unscored === s.teacherAnswers).length;
      throw new AppError(409, ERROR_CODES.UNSCORED_STUDENTS, 'unscoredStudents', { count: String(count) });
    }
  }
  const announcedAt = await announce(db, homework.id, now);
  // Withdrawn since it was read.
  if (announcedAt === null) throw examWithdrawn();
  return { eHomeworkId: homework.id, correctionStatus: 'ANNOUNCED', announcedAt: announcedAt.toISOString() };
}

/**
 * POST withdraw: an exam (a test) only; erases its students' records (a WITHDRAWAL score change for every
 * answer first), leaves the students' lists, and leaves an audit row of who withdrew it and when.
 */
export async function withdrawExam(
  db: Db,
  principal: StaffPrincipal,
  scope: Scope,
  eHomeworkId: number,
  now: Date,
): Promise<WithdrawExamResult> {
  const { homework } = await homeworkInScope(db, scope, eHomeworkId, 'write');
  if (processKindOf(homework.processType as ProcessType) !== 'TEST') {
    throw new AppError(400, ERROR_CODES.NOT_AN_EXAM, 'notAnExam');
  }
  return db.transaction(async (tx) => {
    const erasedStudents = await eraseExamRecords(
      tx,
      principal.schoolId,
      homework.id,
      principal.staffId,
      now,
    );
    if (erasedStudents === null) throw examWithdrawn();
    await audit(tx, principal, homework.id, 'WITHDRAW', { erasedStudents, at: now.toISOString() });
    return { eHomeworkId: homework.id, erasedStudents };
  });
}
