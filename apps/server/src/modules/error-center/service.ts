import {
  ERROR_CODES,
  type ErrorCenter,
  type ErrorCenterQuery,
  type ErrorGroup,
  type ErrorQuestion,
  type ErrorQuestionDetail,
  type ErrorQuestionQuery,
  type FollowUpBody,
  type SubjectCode,
} from '@harbour/api-client/contract';
import { rightAnswerText } from '@harbour/question-engine/core';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { classInScope, type Scope, subjectsInClass } from '../../plugins/tenancy';
import { type Publisher, publishHomework, storedQuestion } from '../homework';
import { plainText, splitStoredAnswer, storedAnswerText } from './answer-text';
import {
  homeworkNames,
  homeworkOfClass,
  homeworksOfClass,
  latestAnswers,
  type MistakeFilter,
  mistakesPerQuestion,
  type QuestionMistakes,
  questionOfSchool,
  questionsOfSchool,
  scheduleOfClass,
  schedulesOfClass,
  studentsOfClass,
} from './queries';

// The mistakes centre's rules: which answers are mistakes (queries.ts), how they group and page, one question
// with every student's wrong answer decoded, and the follow-up published to chosen students only.

type Filters = Omit<ErrorQuestionQuery, 'subjectCode'> & { subjectCode?: SubjectCode | undefined };

/** ISO text of a timestamp from either driver. */
function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * The class in scope and the statement's filter: the subjects the caller sees in the class (403 for a
 * subject chosen outside them), a unit and homework of the class (404 otherwise), a student of the class.
 */
async function filterOf(db: Db, scope: Scope, classId: number, query: Filters) {
  const klass = await classInScope(db, scope, classId);
  let subjects: readonly SubjectCode[] = subjectsInClass(scope, classId);
  if (query.subjectCode !== undefined) {
    if (!subjects.includes(query.subjectCode)) throw forbidden();
    subjects = [query.subjectCode];
  }
  const filter: MistakeFilter = { classId, schoolId: scope.schoolId, subjects };
  if (query.scheduleId !== undefined) {
    const unit = await scheduleOfClass(db, classId, Number(query.scheduleId));
    if (!unit) throw notFound();
    filter.homeworkIds = unit.homeworkIds;
  }
  if (query.eHomeworkId !== undefined) {
    const homework = await homeworkOfClass(db, scope.schoolId, classId, Number(query.eHomeworkId));
    if (!homework) throw notFound();
    filter.homeworkIds = (filter.homeworkIds ?? [homework.id]).filter((id) => id === Number(homework.id));
  }
  if (query.studentId !== undefined) filter.studentId = Number(query.studentId);
  return { klass, filter, subjects };
}

/** A question's row of the list. */
function questionOfRow(row: QuestionMistakes): ErrorQuestion {
  return {
    questionId: row.questionId,
    questionType: row.questionType,
    subjectCode: row.subjectCode as SubjectCode,
    title: row.title,
    knowledgePoints: row.knowledgePoints,
    eHomeworkId: row.homeworkId,
    homeworkName: row.homeworkName,
    wrongCount: row.wrongCount,
    partRightCount: row.partRightCount,
    studentIds: row.studentIds,
    latestAt: iso(row.latestAt),
  };
}

/** Newest first; ties by question id, then knowledge point, so pages never overlap. */
function newestFirst(a: { latestAt: string; tie: string }, b: { latestAt: string; tie: string }): number {
  if (a.latestAt !== b.latestAt) return a.latestAt < b.latestAt ? 1 : -1;
  return a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0;
}

/**
 * The groups of per-question mistakes, newest first: one per question, or one per knowledge point of the
 * questions (a question naming two counts in both; one naming none falls in the group without one).
 */
export function groupMistakes(
  rows: readonly QuestionMistakes[],
  groupBy: 'knowledge' | 'question',
): ErrorGroup[] {
  const questions = rows.map(questionOfRow);
  const byLatest = (a: ErrorQuestion, b: ErrorQuestion) =>
    newestFirst(
      { latestAt: a.latestAt, tie: String(a.questionId).padStart(12, '0') },
      { latestAt: b.latestAt, tie: String(b.questionId).padStart(12, '0') },
    );
  if (groupBy === 'question') {
    return [...questions].sort(byLatest).map((question) => ({
      knowledgePoint: null,
      questionId: question.questionId,
      mistakeCount: question.wrongCount + question.partRightCount,
      wrongCount: question.wrongCount,
      partRightCount: question.partRightCount,
      studentCount: question.studentIds.length,
      latestAt: question.latestAt,
      questions: [question],
    }));
  }
  const byPoint = new Map<string | null, ErrorQuestion[]>();
  for (const question of questions) {
    const points = question.knowledgePoints.length > 0 ? question.knowledgePoints : [null];
    for (const point of new Set(points)) byPoint.set(point, [...(byPoint.get(point) ?? []), question]);
  }
  const groups = [...byPoint.entries()].map(([knowledgePoint, list]) => {
    const sorted = [...list].sort(byLatest);
    const wrongCount = list.reduce((sum, q) => sum + q.wrongCount, 0);
    const partRightCount = list.reduce((sum, q) => sum + q.partRightCount, 0);
    return {
      knowledgePoint,
      questionId: null,
      mistakeCount: wrongCount + partRightCount,
      wrongCount,
      partRightCount,
      studentCount: new Set(list.flatMap((q) => q.studentIds)).size,
      latestAt: sorted[0]?.latestAt ?? '',
      questions: sorted,
    };
  });
  return groups.sort((a, b) =>
    newestFirst(
      { latestAt: a.latestAt, tie: a.knowledgePoint ?? '\uffff' },
      { latestAt: b.latestAt, tie: b.knowledgePoint ?? '\uffff' },
    ),
  );
}

/** GET …/classes/{classId}/errors: the class's mistakes grouped, newest first, one page. */
export async function errorCenter(
  db: Db,
  scope: Scope,
  classId: number,
  query: ErrorCenterQuery,
  en: boolean,
): Promise<ErrorCenter> {
  const { klass, filter, subjects } = await filterOf(db, scope, classId, query);
  const groupBy = query.groupBy ?? 'question';
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 20);
  const allSubjects = subjectsInClass(scope, classId);
  const [rows, homeworks, units, people] = await Promise.all([
    mistakesPerQuestion(db, filter),
    homeworksOfClass(db, scope.schoolId, classId, allSubjects),
    schedulesOfClass(db, classId, allSubjects),
    studentsOfClass(db, classId),
  ]);
  const groups = groupMistakes(rows, groupBy);
  const students = new Set(rows.flatMap((row) => row.studentIds));
  return {
    classId,
    className: klass.className,
    groupBy,
    page,
    pageSize,
    totalGroups: groups.length,
    totalMistakes: rows.reduce((sum, row) => sum + row.wrongCount + row.partRightCount, 0),
    totalStudents: students.size,
    groups: groups.slice((page - 1) * pageSize, page * pageSize),
    options: {
      homeworks: homeworks
        .filter((homework) => subjects.includes(homework.subjectCode as SubjectCode))
        .map((homework) => ({ ...homework, subjectCode: homework.subjectCode as SubjectCode })),
      schedules: units
        .filter((unit) => subjects.includes(unit.subjectCode as SubjectCode))
        .map((unit) => ({
          scheduleId: unit.scheduleId,
          name: en ? unit.nameEn : unit.name,
          subjectCode: unit.subjectCode as SubjectCode,
        })),
      students: people.map((person) => ({
        studentId: person.studentId,
        name: en ? person.nameEn : person.name,
        classNumber: person.classNumber,
      })),
      subjects: [...allSubjects],
    },
  };
}

/** GET …/errors/questions/{questionId}: the question with its key and every student's wrong answer. */
export async function errorQuestion(
  db: Db,
  scope: Scope,
  classId: number,
  questionId: number,
  query: ErrorQuestionQuery,
  en: boolean,
): Promise<ErrorQuestionDetail> {
  const locale = en ? 'en' : 'hk';
  const { klass, filter, subjects } = await filterOf(db, scope, classId, query);
  const row = await questionOfSchool(db, scope.schoolId, questionId);
  if (!row) throw notFound();
  if (!subjects.includes(row.subjectCode as SubjectCode)) throw forbidden();
  const question = storedQuestion(row.content, questionId);
  const [answers, people] = await Promise.all([
    latestAnswers(db, { ...filter, questionId }, false),
    studentsOfClass(db, classId),
  ]);
  const names = await homeworkNames(db, [...new Set(answers.map((answer) => answer.homeworkId))]);
  const personOf = new Map(people.map((person) => [person.studentId, person]));
  const mistakes = answers
    .filter((answer) => answer.score < answer.fullMark)
    .map((answer) => {
      const person = personOf.get(answer.studentId);
      const stored = splitStoredAnswer(answer.answer);
      return {
        studentId: answer.studentId,
        name: (en ? person?.nameEn : person?.name) ?? '',
        classNumber: person?.classNumber ?? 0,
        eHomeworkId: answer.homeworkId,
        homeworkName: names.get(answer.homeworkId) ?? '',
        verdict: answer.score === 0 ? ('WRONG' as const) : ('PART_RIGHT' as const),
        score: answer.score,
        maxScore: answer.maxScore,
        answerText: question
          ? storedAnswerText(question, stored, answer.localAnswer, locale)
          : stored.map((part) => part.encoded).join('\n'),
        answeredAt: iso(answer.answeredAt),
      };
    })
    .sort((a, b) => a.classNumber - b.classNumber || a.studentId - b.studentId);
  return {
    classId,
    className: klass.className,
    questionId,
    questionType: row.questionType,
    subjectCode: row.subjectCode as SubjectCode,
    title: row.title,
    knowledgePoints: row.knowledgePoints ?? [],
    question: { ...(row.content as Record<string, unknown>), questionId: String(questionId) },
    rightAnswerText: question ? rightAnswerText(question, { locale, maxLength: 500 }) : '',
    explanationText: question ? plainText(question.questionAnalysis) : '',
    answeredCount: answers.length,
    rightCount: answers.filter((answer) => answer.score >= answer.fullMark).length,
    mistakes,
  };
}

/** Class of a follow-up publish: processType 2a, classified as a follow-up practice. */
export const FOLLOW_UP_PROCESS_TYPE = '2a';

/**
 * POST …/errors/followups: the chosen questions (of one subject the caller teaches in the class) as a new
 * follow-up homework that reaches only the chosen students of the class, through the shared publish (its §5
 * rules, the STUDENTS target's checks and its audit row naming the class and questions).
 */
export async function publishFollowUp(
  tx: DbOrTx,
  publisher: Publisher,
  classId: number,
  body: FollowUpBody,
): Promise<number> {
  const klass = await classInScope(tx as Db, publisher.scope, classId);
  const found = await questionsOfSchool(tx, publisher.principal.schoolId, body.questionIds);
  if (found.length !== body.questionIds.length) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: 'body.questionIds' });
  }
  const subjects = new Set(found.map((question) => question.subjectCode));
  if (subjects.size !== 1) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: 'body.questionIds' });
  }
  const subjectCode = [...subjects][0] as SubjectCode;
  const inClass = new Set((await studentsOfClass(tx, classId)).map((person) => person.studentId));
  if (!body.studentIds.every((id) => inClass.has(id))) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: 'body.studentIds' });
  }
  const questionIds = [...body.questionIds];
  return publishHomework(
    tx,
    publisher,
    {
      homeworkName: body.homeworkName,
      subjectCode,
      gradeCode: klass.gradeCode,
      textbookType: null,
      processType: FOLLOW_UP_PROCESS_TYPE,
      classification: 'FOLLOWUP_PRACTICE',
      type: 'AEL_PRACTICE',
      ehomeworkLevel: 'MEDIUM',
      difficulty: 'MEDIUM',
      startTime: body.startTime,
      endTime: body.endTime,
      targets: [{ scope: 'STUDENTS', classId, studentIds: body.studentIds }],
      audioLanguage: 'CANTONESE',
      videoLanguage: 'CANTONESE',
      allowVideoFastForward: false,
      knowledgeContents: [],
      workPaperDesc: [],
      writingRequirementContent: '',
    },
    async () => ({
      material: { courseId: null, chapterId: null, paperId: null, questionIds },
      questionIds,
    }),
    undefined,
    { followUp: { classId, questionIds } },
  );
}
