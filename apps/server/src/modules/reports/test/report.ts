import type {
  ProcessType,
  SubjectCode,
  TestReport,
  TestReportFamily,
  TestStudent,
} from '@harbour/api-client/contract';
import { averageScoreRate, ringBand, scoreRate, TEST_PROCESS_TYPES } from '@harbour/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { forbidden, notFound } from '../../../errors';
import { canSeeClass, type Scope } from '../../../plugins/tenancy';
import {
  type HomeworkRow,
  homeworkInScope,
  practiceStudentsOf,
  type TargetRow,
  visibleTargets,
} from '../../homework';
import { BANDS } from '../homework/report';
import { type AnswerLocale, answerTextOf, rightAnswerOf, type StoredQuestion, stemOf } from './answer-text';
import { testAnswersOf, testQuestionsOf } from './queries';

// The test report (testTotalReport and its children; the HKAT class views are the same report over another
// family of processTypes): every figure from the stored answers and marks through @harbour/domain's measures.
// A test's "course" is the textbook chapter its questions come from (questions.chapter_id): the sections a
// test is built from; questions of no chapter form one course of their own (courseId null).

/** The processTypes each report family reads. */
export const FAMILY_PROCESS_TYPES: Record<TestReportFamily, readonly ProcessType[]> = {
  TEST: TEST_PROCESS_TYPES,
  HKAT: ['8', '8a', '8c', '8e'],
  HKAT_8B: ['8b'],
};

/** The family a processType's report is read in, or null (not a test). */
export function familyOf(processType: string): TestReportFamily | null {
  for (const family of Object.keys(FAMILY_PROCESS_TYPES) as TestReportFamily[]) {
    if ((FAMILY_PROCESS_TYPES[family] as readonly string[]).includes(processType)) return family;
  }
  return null;
}

/** Most common wrong answers listed per question. */
export const WRONG_ANSWERS_LISTED = 5;

/** A question of the test as the summary reads it. */
export interface SummaryQuestion {
  questionId: number;
  sortOrder: number;
  maxScore: number;
  questionType: string;
  content: StoredQuestion;
  chapterId: number | null;
  chapterName: string | null;
  /** The chapter's textbook course (chapter names repeat from one course to another). */
  courseName?: string | null;
}

/** A student reached by the test as the summary reads them. */
export interface SummaryStudent {
  studentId: number;
  name: string;
  className: string;
  classNumber: number;
  submitted: boolean;
  toMarkCount: number;
}

/** One stored answer (a composite's sub-answers one each). */
export interface SummaryAnswer {
  studentId: number;
  questionId: number;
  childKey: string;
  encodedAnswer: string;
  /** Photos, typed text or recordings of a teacher-marked answer (MediaAnswer); null otherwise. */
  localAnswer?: unknown;
  score: number;
}

/** The figures of a test report from its questions, students and answers (pure: the property test's subject). */
export function summariseTest(
  questionRows: readonly SummaryQuestion[],
  people: readonly SummaryStudent[],
  answerRows: readonly SummaryAnswer[],
  locale: AnswerLocale = 'en',
): Pick<
  TestReport,
  | 'fullScore'
  | 'studentCount'
  | 'submittedCount'
  | 'averageScore'
  | 'averageScoreRate'
  | 'highestScore'
  | 'lowestScore'
  | 'scoreDistribution'
  | 'courses'
  | 'students'
  | 'questions'
  | 'answerTypes'
> {
  const fullScore = questionRows.reduce((sum, q) => sum + q.maxScore, 0);
  const submittedIds = new Set(people.filter((p) => p.submitted).map((p) => p.studentId));
  const submittedCount = submittedIds.size;
  // Score per (student, question): a composite's sub-answers summed.
  const scoreOf = new Map<string, number>();
  const answersOf = new Map<string, SummaryAnswer[]>();
  for (const row of answerRows) {
    if (!submittedIds.has(row.studentId)) continue;
    const key = `${row.studentId}:${row.questionId}`;
    scoreOf.set(key, (scoreOf.get(key) ?? 0) + row.score);
    answersOf.set(key, [...(answersOf.get(key) ?? []), row]);
  }
  const given = (studentId: number, questionId: number) => scoreOf.get(`${studentId}:${questionId}`) ?? 0;
  const full = (q: SummaryQuestion, score: number) => q.maxScore > 0 && score >= q.maxScore;

  // Courses in the order their first question comes.
  const courseOrder: (number | null)[] = [];
  for (const q of questionRows) if (!courseOrder.includes(q.chapterId)) courseOrder.push(q.chapterId);
  const questionsOfCourse = (courseId: number | null) => questionRows.filter((q) => q.chapterId === courseId);

  const totals = people.map((p) => ({
    person: p,
    score: p.submitted ? questionRows.reduce((sum, q) => sum + given(p.studentId, q.questionId), 0) : 0,
  }));
  const submittedScores = totals.filter((t) => t.person.submitted).map((t) => t.score);
  const rankOf = (score: number) => 1 + submittedScores.filter((other) => other > score).length;
  const students: TestStudent[] = totals.map(({ person, score }) => ({
    studentId: person.studentId,
    name: person.name,
    className: person.className,
    classNumber: person.classNumber,
    submitted: person.submitted,
    score,
    scoreRate: person.submitted ? scoreRate(score, fullScore) : null,
    rank: person.submitted ? rankOf(score) : null,
    toMarkCount: person.toMarkCount,
    courses: courseOrder.map((courseId) => {
      const own = questionsOfCourse(courseId);
      const courseFull = own.reduce((sum, q) => sum + q.maxScore, 0);
      const courseScore = person.submitted
        ? own.reduce((sum, q) => sum + given(person.studentId, q.questionId), 0)
        : 0;
      return {
        courseId,
        score: courseScore,
        fullScore: courseFull,
        scoreRate: person.submitted ? scoreRate(courseScore, courseFull) : null,
      };
    }),
  }));
  const nameOf = new Map(people.map((p) => [p.studentId, p.name]));
  const submittedList = people.filter((p) => p.submitted);

  const pairFigures = (own: readonly SummaryQuestion[]) => {
    let total = 0;
    let correct = 0;
    for (const q of own)
      for (const p of submittedList) {
        const score = given(p.studentId, q.questionId);
        total += score;
        if (full(q, score)) correct += 1;
      }
    const ownFull = own.reduce((sum, q) => sum + q.maxScore, 0);
    return {
      scoreRate: scoreRate(total, ownFull * submittedCount),
      correctRate: scoreRate(correct, own.length * submittedCount),
    };
  };

  const counts = BANDS.map((band) => ({ ...band, count: 0 }));
  for (const s of students) {
    const band = s.submitted ? ringBand(s.scoreRate) : null;
    if (band !== null) (counts[band] as { count: number }).count += 1;
  }

  const rightAnswers = questionRows.map((q) => rightAnswerOf(q.content, locale));
  const typeOrder: string[] = [];
  for (const q of questionRows) if (!typeOrder.includes(q.questionType)) typeOrder.push(q.questionType);

  return {
    fullScore,
    studentCount: people.length,
    submittedCount,
    averageScore:
      submittedCount === 0 ? null : submittedScores.reduce((sum, score) => sum + score, 0) / submittedCount,
    averageScoreRate: averageScoreRate(submittedScores.map((score) => ({ score, fullScore }))),
    highestScore: submittedCount === 0 ? null : Math.max(...submittedScores),
    lowestScore: submittedCount === 0 ? null : Math.min(...submittedScores),
    scoreDistribution: counts,
    courses: courseOrder.map((courseId) => {
      const own = questionsOfCourse(courseId);
      return {
        courseId,
        name: [own[0]?.courseName, own[0]?.chapterName].filter(Boolean).join(' · '),
        questionIds: own.map((q) => q.questionId),
        fullScore: own.reduce((sum, q) => sum + q.maxScore, 0),
        ...pairFigures(own),
      };
    }),
    students,
    questions: questionRows.map((q, k) => {
      const correctCount = submittedList.filter((p) => full(q, given(p.studentId, q.questionId))).length;
      const wrong = new Map<string, string[]>();
      for (const p of submittedList) {
        if (full(q, given(p.studentId, q.questionId))) continue;
        // A teacher-marked question (no key) has no "wrong answer" to group: its answers are essays or recordings.
        if (rightAnswers[k] === '') continue;
        const text = readableAnswer(q.content, answersOf.get(`${p.studentId}:${q.questionId}`) ?? [], locale);
        if (text === '') continue;
        wrong.set(text, [...(wrong.get(text) ?? []), nameOf.get(p.studentId) ?? '']);
      }
      return {
        questionId: q.questionId,
        sortOrder: q.sortOrder,
        questionType: q.questionType,
        courseId: q.chapterId,
        stem: stemOf(q.content),
        rightAnswer: rightAnswers[k] ?? '',
        maxScore: q.maxScore,
        correctCount,
        ...pairFigures([q]),
        wrongAnswers: [...wrong.entries()]
          .map(([answer, names]) => ({ answer, count: names.length, students: names }))
          .sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer))
          .slice(0, WRONG_ANSWERS_LISTED),
      };
    }),
    answerTypes: typeOrder.map((questionType) => {
      const own = questionRows.filter((q) => q.questionType === questionType);
      return {
        questionType,
        questionCount: own.length,
        fullScore: own.reduce((sum, q) => sum + q.maxScore, 0),
        ...pairFigures(own),
      };
    }),
  };
}

/** A student's answer to a question as a reader sees it: a composite's sub-answers numbered in order. */
export function readableAnswer(
  question: StoredQuestion,
  rows: readonly SummaryAnswer[],
  locale: AnswerLocale = 'en',
): string {
  const children = question.combinationQuestions;
  if (children && children.length > 0) {
    return children
      .map((child, k) => {
        const row = rows.find((r) => r.childKey === child.questionId);
        const text = row ? answerOfRow(child, row, locale) : '';
        return text === '' ? '' : `(${k + 1}) ${text}`;
      })
      .filter((text) => text !== '')
      .join(' ');
  }
  const row = rows.find((r) => r.childKey === '') ?? rows[0];
  return row ? answerOfRow(question, row, locale) : '';
}

/** One stored answer as a reader sees it: the encoded answer decoded, or a typed answer's text. */
function answerOfRow(question: StoredQuestion, row: SummaryAnswer, locale: AnswerLocale): string {
  const decoded = answerTextOf(question, row.encodedAnswer, locale);
  if (decoded !== '') return decoded;
  const local = row.localAnswer as { text?: unknown } | null | undefined;
  return typeof local?.text === 'string' ? local.text.trim() : '';
}

/** The homework of a family's report in the caller's scope, and its visible targets (404: not of the family). */
export async function testInScope(
  db: DbOrTx,
  scope: Scope,
  eHomeworkId: number,
  classId: number | undefined,
  family: TestReportFamily | 'ANY',
): Promise<{ homework: HomeworkRow; visible: TargetRow[]; family: TestReportFamily }> {
  const { homework, targets } = await homeworkInScope(db, scope, eHomeworkId, 'read');
  const own = familyOf(homework.processType);
  if (own === null || (family !== 'ANY' && own !== family)) throw notFound();
  const subject = homework.subjectCode as SubjectCode;
  if (classId !== undefined && !canSeeClass(scope, classId, subject)) throw forbidden();
  return { homework, visible: visibleTargets(scope, subject, targets), family: own };
}

/** The report of one test of `family` over the caller's classes of it (only `classId` when given). */
export async function testReport(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  classId: number | undefined,
  family: TestReportFamily,
  now: Date,
  en: boolean,
): Promise<TestReport> {
  const { homework, visible } = await testInScope(db, scope, eHomeworkId, classId, family);
  return reportOf(db, homework, visible, classId, family, now, en);
}

/** The report of a homework already checked to be in scope. */
export async function reportOf(
  db: DbOrTx,
  homework: HomeworkRow,
  visible: readonly TargetRow[],
  classId: number | undefined,
  family: TestReportFamily,
  now: Date,
  en: boolean,
): Promise<TestReport> {
  const [reached, questionRows] = await Promise.all([
    practiceStudentsOf(db, homework, visible, now, classId),
    testQuestionsOf(db, homework.id),
  ]);
  const people = reached.map((row) => ({
    studentId: row.studentId,
    name: en ? row.nameEn : row.name,
    className: row.className,
    classNumber: row.classNumber,
    submitted: row.submittedAt !== null,
    toMarkCount: row.toMarkCount,
  }));
  const answerRows = await testAnswersOf(
    db,
    homework.id,
    people.filter((p) => p.submitted).map((p) => p.studentId),
  );
  const summary = summariseTest(
    questionRows.map((q) => ({ ...q, content: q.content as StoredQuestion })),
    people,
    answerRows,
    en ? 'en' : 'hk',
  );
  return {
    eHomeworkId: homework.id,
    homeworkName: homework.homeworkName,
    subjectCode: homework.subjectCode as SubjectCode,
    processType: homework.processType as ProcessType,
    family,
    endTime: homework.endTime.toISOString(),
    correctionStatus: homework.correctionStatus,
    announcedAt: homework.announcedAt?.toISOString() ?? null,
    withdrawnAt: homework.withdrawnAt?.toISOString() ?? null,
    ...summary,
  };
}
