import type {
  ChoosableChapter,
  ChoosableChaptersQuery,
  CoursesQuery,
  InstructionsQuery,
  ProcessType,
  SubjectCode,
  TextbookType,
} from '@harbour/api-client/contract';
import { classHasSubjectAccess, textbookTypesForUser } from '@harbour/domain';
import type { DbOrTx } from '../../db/client';
import { semicolonList } from '../../db/semicolon-list';
import { forbidden, notFound } from '../../errors';
import type { StaffPrincipal } from '../../plugins/auth';
import { canSeeClass, type Scope, subjectsInScope } from '../../plugins/tenancy';
import { type HomeworkRow, textbookTypesOf } from '../homework';
import {
  type CourseRow,
  chaptersOf,
  classAccessOfSchool,
  courseCounts,
  courseOfSchool,
  coursesOfSchool,
  instructionsOf,
  knowledgePointsOf,
  papersOfCourse,
  publishedCountsOf,
  questionPointsOfHomework,
} from './queries';

// The rules of the courses module: which courses, chapters and papers a user may use.

function courseOf(row: CourseRow, counts: { chapterCount: number; paperCount: number } | undefined) {
  return {
    courseId: row.id,
    courseName: row.name,
    textbookType: row.textbookType as TextbookType,
    subjectCode: row.subjectCode as SubjectCode,
    gradeCode: row.gradeCode,
    chapterCount: counts?.chapterCount ?? 0,
    paperCount: counts?.paperCount ?? 0,
  };
}

/** Knowledge points of a set of questions, most questions first, then by name. */
function rankedPoints(pointsPerQuestion: readonly (readonly string[])[]): string[] {
  const tally = new Map<string, number>();
  for (const points of pointsPerQuestion)
    for (const point of new Set(points)) tally.set(point, (tally.get(point) ?? 0) + 1);
  return [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([point]) => point);
}

/** What a user may use of the catalogue: the subjects their role reaches and the course families they hold. */
export interface CourseAccess {
  principal: StaffPrincipal;
  scope: Scope;
  subjects: SubjectCode[];
  allows: (course: Pick<CourseRow, 'gradeCode' | 'textbookType'>) => boolean;
}

/** The course access of a staff user with the scope of their active role (read alongside their families). */
export async function courseAccessOf(
  db: DbOrTx,
  principal: StaffPrincipal,
  scopeOfRequest: Promise<Scope>,
): Promise<CourseAccess> {
  const [scope, textbookTypes] = await Promise.all([scopeOfRequest, textbookTypesOf(db, principal)]);
  return {
    principal,
    scope,
    subjects: subjectsInScope(scope),
    allows: (course) =>
      textbookTypesForUser(course.gradeCode, textbookTypes).includes(course.textbookType as TextbookType),
  };
}

/** The courses the user may use, with their chapter and paper counts. */
export async function coursesFor(db: DbOrTx, access: CourseAccess, query: CoursesQuery) {
  const subjects = access.subjects.filter((subject) => !query.subjectCode || subject === query.subjectCode);
  if (subjects.length === 0) return [];
  const rows = (await coursesOfSchool(db, access.principal.schoolId, subjects, query)).filter(access.allows);
  const counts = await courseCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => courseOf(row, counts.get(row.id)));
}

/** A course's papers with their question counts and knowledge points: 404 elsewhere, 403 outside access. */
export async function coursePapers(db: DbOrTx, access: CourseAccess, courseId: number) {
  const schoolId = access.principal.schoolId;
  const course = await courseOfSchool(db, schoolId, courseId);
  if (!course) throw notFound();
  if (!access.subjects.includes(course.subjectCode as SubjectCode) || !access.allows(course))
    throw forbidden();
  const rows = await papersOfCourse(db, course.id);
  const counts = await courseCounts(db, [course.id]);
  const pointsOf = await knowledgePointsOf(db, schoolId, [
    ...new Set(rows.flatMap((row) => row.questionIds)),
  ]);
  return {
    course: courseOf(course, counts.get(course.id)),
    papers: rows.map((row) => ({
      ...row,
      questionCount: row.questionIds.length,
      knowledgePoints: rankedPoints(row.questionIds.map((id) => pointsOf.get(id) ?? [])),
    })),
  };
}

/** The chapters a user may choose for a subject, grade and family (and how often a class was given each). */
export async function choosableChapters(db: DbOrTx, access: CourseAccess, query: ChoosableChaptersQuery) {
  const { subjectCode, gradeCode, textbookType, classId } = query;
  const schoolId = access.principal.schoolId;
  if (!access.subjects.includes(subjectCode) || !access.allows({ gradeCode, textbookType }))
    throw forbidden();
  const schoolClasses = await classAccessOfSchool(db, schoolId);
  const known = classId !== undefined && schoolClasses.some((row) => row.classId === classId);
  if (known && !canSeeClass(access.scope, classId, subjectCode)) throw forbidden();
  // With or without a class, the catalogue is for someone who teaches the subject in the grade.
  const reachesGrade = schoolClasses.some(
    (row) => row.gradeCode === gradeCode && canSeeClass(access.scope, row.classId, subjectCode),
  );
  if (!reachesGrade) throw forbidden();
  // The class access flags are A_PLUS flags; other families are not gated by them.
  const classAccess = textbookType !== 'A_PLUS' || classHasSubjectAccess(schoolClasses, classId, subjectCode);
  if (!classAccess) return { classAccess, chapters: [] };
  const rows = await chaptersOf(db, schoolId, { subjectCode, gradeCode, textbookType });
  const published =
    known && rows.length > 0
      ? await publishedCountsOf(
          db,
          schoolId,
          classId,
          rows.map((row) => row.chapterId),
        )
      : new Map<number, number>();
  const list: ChoosableChapter[] = rows.map((row) => ({
    ...row,
    paperCount: Number(row.paperCount),
    questionCount: Number(row.questionCount),
    publishedCount: published.get(row.chapterId) ?? 0,
  }));
  return { classAccess, chapters: list };
}

/** A school's instructions in the caller's language. */
export async function instructionsFor(db: DbOrTx, schoolId: number, query: InstructionsQuery, en: boolean) {
  const rows = await instructionsOf(db, schoolId, query);
  return rows.map((row) => ({
    instructionId: row.id,
    textbookType: row.textbookType as TextbookType,
    subjectCode: (row.subjectCode as SubjectCode | null) ?? null,
    processType: (row.processType as ProcessType | null) ?? null,
    title: en ? row.titleEn : row.title,
    content: en ? row.contentEn : row.content,
  }));
}

/** A homework's knowledge points with the questions that practise each, most questions first. */
export async function homeworkKnowledges(db: DbOrTx, homework: HomeworkRow) {
  const rows = await questionPointsOfHomework(db, homework.id);
  const byPoint = new Map<string, number[]>();
  for (const row of rows) {
    for (const point of row.knowledgePoints)
      byPoint.set(point, [...(byPoint.get(point) ?? []), row.questionId]);
  }
  const knowledges = [...byPoint.entries()]
    .map(([knowledgePoint, questionIds]) => ({
      knowledgePoint,
      questionCount: questionIds.length,
      questionIds,
    }))
    .sort((a, b) => b.questionCount - a.questionCount || a.knowledgePoint.localeCompare(b.knowledgePoint));
  return {
    eHomeworkId: homework.id,
    knowledgeContents: semicolonList(homework.knowledgeContents),
    knowledges,
  };
}
