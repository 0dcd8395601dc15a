import type {
  AnswerGroup,
  AnswerVerdict,
  ProcessType,
  ReportStudentResult,
  SubjectCode,
} from '@harbour/api-client/contract';
import { completion, scoreRate } from '@harbour/domain';
import {
  answerKey,
  answerText,
  htmlToText,
  isCompositeQuestion,
  type Question,
  rightAnswerText,
} from '@harbour/question-engine/core';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../errors';
import { canSeeClass, type Scope } from '../../../plugins/tenancy';
import {
  type HomeworkRow,
  homeworkInScope,
  homeworkQuestionRows,
  practiceStudentsOf,
  storedQuestion,
  visibleTargets,
} from '../../homework';
import { answersOfAttempts, attemptsOfStudents } from '../shared/queries';

// What every view of the homework report is read from: the homework in the caller's scope, its students
// (the caller's classes of it, or the class asked for) with their completion, score and time, its questions
// parsed by the engine, and each student's answers with their verdict. Every figure of the views is then
// computed from this one read through the domain's report measures.

/** One student's answer to a whole question (a composite's sub-answers together). */
export interface StudentAnswer {
  /** Sum of the (sub-)answers' scores. */
  score: number;
  verdict: AnswerVerdict;
  /** Stored (sub-)answers in child order. */
  parts: { childKey: string; encodedAnswer: string; rightStatus: string }[];
  /** In words ('' when unanswered). */
  answerText: string;
  /** What equal answers are grouped by. */
  groupKey: string;
}

export interface ReportQuestionData {
  questionId: number;
  sortOrder: number;
  questionType: string;
  maxScore: number;
  stem: string;
  knowledgePoints: string[];
  /** The engine's structure with its key (parsed; the raw content when the engine refuses it). */
  question: Record<string, unknown>;
  parsed: Question | null;
  rightAnswerText: string;
}

export interface ReportStudentData extends ReportStudentResult {
  classId: number;
  /** Full score of the homework. */
  fullScore: number;
  /** Full score of the questions marked (the full score less those waiting for a teacher). */
  markedFullScore: number;
  /** Answers by question id (submitted or not: the views count only the submitted). */
  answers: Map<number, StudentAnswer>;
}

export interface HomeworkData {
  homework: HomeworkRow;
  subject: SubjectCode;
  fullScore: number;
  students: ReportStudentData[];
  submitted: ReportStudentData[];
  questions: ReportQuestionData[];
}

/**
 * The verdict of a whole question from its score: waiting for a teacher's marking pending; else full marks right,
 * some part right, none wrong or unanswered.
 */
export function verdictOf(
  score: number,
  maxScore: number,
  answered: boolean,
  pending = false,
): AnswerVerdict {
  if (pending) return 'PENDING';
  if (maxScore > 0 && score >= maxScore) return 'RIGHT';
  if (score > 0) return 'PART_RIGHT';
  return answered ? 'WRONG' : 'UNANSWERED';
}

/**
 * A student's answer in words and the key equal answers group under (question-core's answerText and
 * answerKey: a composite's sub-answers child by child); '' for both when nothing was answered.
 */
function describe(
  parsed: Question | null,
  parts: (StudentAnswer['parts'][number] & { localAnswer: unknown })[],
  en: boolean,
): { text: string; key: string } {
  const answered = parts.some((p) => p.encodedAnswer.trim() !== '' || p.localAnswer !== null);
  if (!answered) return { text: '', key: '' };
  if (!parsed) {
    const raw = parts.map((p) => p.encodedAnswer).join(' | ');
    return { text: raw, key: raw };
  }
  const locale = en ? 'en' : 'hk';
  if (isCompositeQuestion(parsed)) {
    const byChild: Record<string, string> = {};
    for (const p of parts) byChild[p.childKey] = p.encodedAnswer;
    return { text: answerText(parsed, byChild, { locale }), key: answerKey(parsed, byChild) };
  }
  const part = parts[0];
  const encoded = part?.encodedAnswer ?? '';
  const localAnswer = part?.localAnswer ?? undefined;
  return {
    text: answerText(parsed, encoded, { locale, localAnswer }),
    key: answerKey(parsed, encoded, localAnswer),
  };
}

/**
 * Reads a homework for its report: 404 when it is not the school's, 403 outside the caller's classes and
 * subject (as every homework call), 403 for a class asked for that the caller does not reach.
 */
export async function homeworkData(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  classId: number | undefined,
  now: Date,
  en: boolean,
): Promise<HomeworkData> {
  const { homework, targets } = await homeworkInScope(db, scope, eHomeworkId, 'read');
  const subject = homework.subjectCode as SubjectCode;
  if (classId !== undefined && !canSeeClass(scope, classId, subject)) throw forbidden();
  const visible = visibleTargets(scope, subject, targets);
  if (classId !== undefined && !visible.some((t) => t.classId === classId)) throw notFound();
  const [listed, questionRows] = await Promise.all([
    practiceStudentsOf(db, homework, visible, now, classId),
    homeworkQuestionRows(db, homework.id),
  ]);
  // Who the homework asks: a student who joined the class after it ended (NO_NEED) is not in its report.
  const reached = listed.filter((row) => row.submitStatus !== 'NO_NEED');
  const attemptRows = await attemptsOfStudents(
    db,
    homework.id,
    reached.map((r) => r.studentId),
  );
  const attemptOf = new Map(attemptRows.map((row) => [row.studentId, row]));
  const answerRows = await answersOfAttempts(
    db,
    attemptRows.map((row) => row.attemptId),
  );
  const questions: ReportQuestionData[] = questionRows.map((row) => {
    const parsed = storedQuestion(row.content, row.questionId);
    const title = parsed && typeof parsed.questionTitle === 'string' ? htmlToText(parsed.questionTitle) : '';
    return {
      questionId: row.questionId,
      sortOrder: row.sortOrder,
      questionType: row.questionType,
      maxScore: row.maxScore,
      // The title's gaps ([$$] in the stored text) read as blanks.
      stem: (row.searchText?.trim() || title).replace(/\[\$\$\]/g, '___'),
      knowledgePoints: row.knowledgePoints ?? [],
      question: (parsed ?? row.content) as Record<string, unknown>,
      parsed,
      rightAnswerText: parsed ? rightAnswerText(parsed, { locale: en ? 'en' : 'hk' }) : '',
    };
  });
  const partsOf = new Map<
    number,
    Map<
      number,
      (StudentAnswer['parts'][number] & { score: number; localAnswer: unknown; pending: boolean })[]
    >
  >();
  for (const row of answerRows) {
    let byQuestion = partsOf.get(row.attemptId);
    if (!byQuestion) {
      byQuestion = new Map();
      partsOf.set(row.attemptId, byQuestion);
    }
    const list = byQuestion.get(row.questionId) ?? [];
    list.push({
      childKey: row.childKey,
      encodedAnswer: row.encodedAnswer ?? '',
      rightStatus: row.rightStatus,
      score: Number(row.score),
      localAnswer: row.localAnswer ?? null,
      pending: Boolean(row.pending),
    });
    byQuestion.set(row.questionId, list);
  }
  const fullScore = questions.reduce((sum, q) => sum + q.maxScore, 0);
  const students: ReportStudentData[] = reached.map((row) => {
    const submittedAt = row.submittedAt === null ? null : new Date(row.submittedAt);
    const state = completion(submittedAt, homework.endTime);
    const attempt = attemptOf.get(row.studentId);
    const started = attempt ? (attempt.startedAt ?? attempt.createdAt ?? null) : null;
    const seconds =
      submittedAt && started
        ? Math.max(0, Math.round((submittedAt.getTime() - started.getTime()) / 1000))
        : null;
    const answers = new Map<number, StudentAnswer>();
    const byQuestion = attempt ? partsOf.get(attempt.attemptId) : undefined;
    let pendingCount = 0;
    let pendingMarks = 0;
    // What the parts already checked of a question waiting for marking scored: out of the rate with it.
    let pendingScore = 0;
    for (const question of questions) {
      const parts = byQuestion?.get(question.questionId) ?? [];
      const score = parts.reduce((sum, p) => sum + p.score, 0);
      const answered = parts.some((p) => p.encodedAnswer.trim() !== '' || p.localAnswer !== null);
      const { text, key } = describe(question.parsed, parts, en);
      const pending = parts.some((p) => p.pending);
      if (pending) {
        pendingCount += 1;
        pendingMarks += question.maxScore;
        pendingScore += score;
      }
      answers.set(question.questionId, {
        score,
        verdict: verdictOf(score, question.maxScore, answered, pending),
        parts: parts.map(({ childKey, encodedAnswer, rightStatus }) => ({
          childKey,
          encodedAnswer,
          rightStatus,
        })),
        answerText: text,
        groupKey: key,
      });
    }
    const score = state === 'MISSING' ? 0 : row.score;
    return {
      studentId: row.studentId,
      name: en ? row.nameEn : row.name,
      className: row.className,
      classNumber: row.classNumber,
      classId: row.classId,
      completion: state,
      score,
      // Over the marked work only: an answer waiting for a teacher is neither right nor wrong yet.
      scoreRate:
        state === 'MISSING' ? null : scoreRate(row.score - pendingScore, row.fullScore - pendingMarks),
      pendingCount: state === 'MISSING' ? 0 : pendingCount,
      submittedAt: row.submittedAt,
      startedAt: started ? started.toISOString() : null,
      timeSpentSeconds: seconds,
      fullScore: row.fullScore,
      markedFullScore: row.fullScore - pendingMarks,
      answers,
    };
  });
  return {
    homework,
    subject,
    fullScore,
    students,
    submitted: students.filter((s) => s.completion !== 'MISSING'),
    questions,
  };
}

/** What every question line of the report names: the question, its place, type, stem and full marks. */
export function questionBriefOf(q: ReportQuestionData) {
  return {
    questionId: q.questionId,
    sortOrder: q.sortOrder,
    questionType: q.questionType,
    stem: q.stem,
    maxScore: q.maxScore,
  };
}

/** The fields of a question the report's question lists start with: its brief, points, structure and key. */
export function questionOf(q: ReportQuestionData) {
  return {
    ...questionBriefOf(q),
    knowledgePoints: q.knowledgePoints,
    question: q.question,
    rightAnswerText: q.rightAnswerText,
  };
}

export function headOf(data: HomeworkData) {
  return {
    eHomeworkId: data.homework.id,
    homeworkName: data.homework.homeworkName,
    subjectCode: data.subject,
    processType: data.homework.processType as ProcessType,
    endTime: data.homework.endTime.toISOString(),
    fullScore: data.fullScore,
    studentCount: data.students.length,
    submittedCount: data.submitted.length,
    pendingCount: data.submitted.reduce((sum, s) => sum + s.pendingCount, 0),
    classes: [...new Map(data.students.map((s) => [s.classId, s.className])).entries()].map(
      ([classId, className]) => ({ classId, className }),
    ),
  };
}

/** The submitted students' results over their marked work, for an average score rate. */
export function markedResultsOf(students: readonly ReportStudentData[]) {
  return students.map((s) => ({ score: s.score, fullScore: s.markedFullScore }));
}

/** A student as the report names them. */
export function nameOf(s: ReportStudentData) {
  return { studentId: s.studentId, name: s.name, className: s.className, classNumber: s.classNumber };
}

/** The student's result without the report's working fields. */
export function resultOf(s: ReportStudentData): ReportStudentResult {
  return {
    studentId: s.studentId,
    name: s.name,
    className: s.className,
    classNumber: s.classNumber,
    completion: s.completion,
    score: s.score,
    scoreRate: s.scoreRate,
    pendingCount: s.pendingCount,
    submittedAt: s.submittedAt,
    startedAt: s.startedAt,
    timeSpentSeconds: s.timeSpentSeconds,
  };
}

/** The submitted students' answers to one question, equal answers grouped, most given first (then by text). */
export function answerGroupsOf(
  data: HomeworkData,
  questionId: number,
  keep: (verdict: AnswerVerdict) => boolean,
): AnswerGroup[] {
  const groups = new Map<string, AnswerGroup>();
  for (const student of data.submitted) {
    const answer = student.answers.get(questionId);
    if (!answer || !keep(answer.verdict)) continue;
    const key = `${answer.verdict}\u0000${answer.groupKey}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        answerText: answer.answerText,
        encodedAnswer: answer.groupKey,
        verdict: answer.verdict,
        count: 0,
        students: [],
      };
      groups.set(key, group);
    }
    group.count += 1;
    group.students.push(nameOf(student));
  }
  const rank: Record<AnswerVerdict, number> = {
    RIGHT: 0,
    PART_RIGHT: 1,
    WRONG: 2,
    PENDING: 3,
    UNANSWERED: 4,
  };
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.verdict === 'UNANSWERED') - Number(b.verdict === 'UNANSWERED') ||
      b.count - a.count ||
      rank[a.verdict] - rank[b.verdict] ||
      a.answerText.localeCompare(b.answerText),
  );
}

/** Counts and rates of one question over the submitted students' marked answers (the waiting ones apart). */
export function questionFigures(data: HomeworkData, question: ReportQuestionData) {
  let correctCount = 0;
  let partRightCount = 0;
  let wrongCount = 0;
  let pendingCount = 0;
  let total = 0;
  for (const student of data.submitted) {
    const answer = student.answers.get(question.questionId);
    const verdict = answer?.verdict ?? 'UNANSWERED';
    if (verdict === 'PENDING') {
      pendingCount += 1;
      continue;
    }
    total += answer?.score ?? 0;
    if (verdict === 'RIGHT') correctCount += 1;
    else if (verdict === 'PART_RIGHT') partRightCount += 1;
    else wrongCount += 1;
  }
  const n = data.submitted.length - pendingCount;
  return {
    correctCount,
    partRightCount,
    wrongCount,
    pendingCount,
    correctRate: scoreRate(correctCount, n),
    scoreRate: scoreRate(total, question.maxScore * n),
    averageScore: n > 0 ? total / n : null,
  };
}
