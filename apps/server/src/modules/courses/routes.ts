import type { ChoosableChapter, ProcessType, SubjectCode, TextbookType } from '@harbour/api-client/contract';
import { classHasSubjectAccess, textbookTypesForUser } from '@harbour/domain';
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import {
  chapters,
  classes,
  courses,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  instructions,
  papers,
  questions,
} from '../../db/schema';
import { ok } from '../../envelope';
import { forbidden, notFound } from '../../errors';
import { staffOf } from '../../plugins/auth';
import { canSeeClass, scopeOf, subjectsInScope } from '../../plugins/tenancy';
import { route } from '../../route';
import { homeworkInScope, textbookTypesOf } from '../homework';

type CourseRow = typeof courses.$inferSelect;

/** Chapter and paper counts of courses. */
async function courseCounts(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { chapterCount: number; paperCount: number }>();
  const rows = await db
    .select({
      courseId: chapters.courseId,
      chapterCount: sql<number>`count(DISTINCT ${chapters.id})::int`,
      paperCount: count(papers.id),
    })
    .from(chapters)
    .leftJoin(papers, eq(papers.chapterId, chapters.id))
    .where(inArray(chapters.courseId, courseIds))
    .groupBy(chapters.courseId);
  return new Map(
    rows.map((row) => [
      row.courseId,
      { chapterCount: Number(row.chapterCount), paperCount: Number(row.paperCount) },
    ]),
  );
}

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

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The course families a user may use in a grade, and the subjects their role reaches. */
  const accessOf = async (request: Parameters<typeof staffOf>[0]) => {
    const principal = staffOf(request);
    const [scope, textbookTypes] = await Promise.all([
      scopeOf(db, principal),
      textbookTypesOf(db, principal),
    ]);
    return {
      principal,
      scope,
      subjects: subjectsInScope(scope),
      allows: (course: Pick<CourseRow, 'gradeCode' | 'textbookType'>) =>
        textbookTypesForUser(course.gradeCode, textbookTypes).includes(course.textbookType as TextbookType),
    };
  };

  route(app, 'getCourses', async (request) => {
    const access = await accessOf(request);
    const { gradeCode, subjectCode, textbookType } = request.query;
    const subjects = access.subjects.filter((subject) => !subjectCode || subject === subjectCode);
    if (subjects.length === 0) return ok([]);
    const where: SQL[] = [
      eq(courses.schoolId, access.principal.schoolId),
      inArray(courses.subjectCode, subjects),
    ];
    if (gradeCode) where.push(eq(courses.gradeCode, gradeCode));
    if (textbookType) where.push(eq(courses.textbookType, textbookType));
    const rows = (
      await db
        .select()
        .from(courses)
        .where(and(...where))
        .orderBy(asc(courses.gradeCode), asc(courses.subjectCode), asc(courses.textbookType), asc(courses.id))
    ).filter(access.allows);
    const counts = await courseCounts(
      db,
      rows.map((row) => row.id),
    );
    return ok(rows.map((row) => courseOf(row, counts.get(row.id))));
  });

  route(app, 'getCoursePapers', async (request) => {
    const access = await accessOf(request);
    const [course] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.id, request.params.courseId), eq(courses.schoolId, access.principal.schoolId)));
    if (!course) throw notFound();
    if (!access.subjects.includes(course.subjectCode as SubjectCode) || !access.allows(course))
      throw forbidden();
    const rows = await db
      .select({
        paperId: papers.id,
        paperName: papers.name,
        chapterId: chapters.id,
        chapterName: chapters.name,
        chapterSortOrder: chapters.sortOrder,
        questionIds: papers.questionIds,
      })
      .from(papers)
      .innerJoin(chapters, eq(chapters.id, papers.chapterId))
      .where(eq(chapters.courseId, course.id))
      .orderBy(asc(chapters.sortOrder), asc(papers.id));
    const counts = await courseCounts(db, [course.id]);
    const questionIds = [...new Set(rows.flatMap((row) => row.questionIds))];
    const pointsOf = new Map(
      (questionIds.length > 0
        ? await db
            .select({ id: questions.id, knowledgePoints: questions.knowledgePoints })
            .from(questions)
            .where(and(inArray(questions.id, questionIds), eq(questions.schoolId, access.principal.schoolId)))
        : []
      ).map((row) => [row.id, row.knowledgePoints]),
    );
    return ok({
      course: courseOf(course, counts.get(course.id)),
      papers: rows.map((row) => ({
        ...row,
        questionCount: row.questionIds.length,
        knowledgePoints: rankedPoints(row.questionIds.map((id) => pointsOf.get(id) ?? [])),
      })),
    });
  });

  route(app, 'getChoosableChapters', async (request) => {
    const access = await accessOf(request);
    const { subjectCode, gradeCode, textbookType, classId } = request.query;
    if (!access.subjects.includes(subjectCode) || !access.allows({ gradeCode, textbookType }))
      throw forbidden();
    const schoolClasses = await db
      .select({
        classId: classes.id,
        gradeCode: classes.gradeCode,
        aplusChineseAccessStatus: classes.aplusChineseAccessStatus,
        aplusEnglishAccessStatus: classes.aplusEnglishAccessStatus,
        aplusMathAccessStatus: classes.aplusMathAccessStatus,
      })
      .from(classes)
      .where(eq(classes.schoolId, access.principal.schoolId));
    const known = classId !== undefined && schoolClasses.some((row) => row.classId === classId);
    if (known && !canSeeClass(access.scope, classId, subjectCode)) throw forbidden();
    // With or without a class, the catalogue is for someone who teaches the subject in the grade.
    const reachesGrade = schoolClasses.some(
      (row) => row.gradeCode === gradeCode && canSeeClass(access.scope, row.classId, subjectCode),
    );
    if (!reachesGrade) throw forbidden();
    // The class access flags are A_PLUS flags; other families are not gated by them.
    const classAccess =
      textbookType !== 'A_PLUS' || classHasSubjectAccess(schoolClasses, classId, subjectCode);
    if (!classAccess) return ok({ classAccess, chapters: [] });
    const rows = await db
      .select({
        chapterId: chapters.id,
        chapterName: chapters.name,
        courseId: courses.id,
        courseName: courses.name,
        sortOrder: chapters.sortOrder,
        paperCount: count(papers.id),
        questionCount: sql<number>`coalesce(sum(cardinality(${papers.questionIds})), 0)::int`,
      })
      .from(chapters)
      .innerJoin(courses, eq(courses.id, chapters.courseId))
      .leftJoin(papers, eq(papers.chapterId, chapters.id))
      .where(
        and(
          eq(courses.schoolId, access.principal.schoolId),
          eq(courses.subjectCode, subjectCode),
          eq(courses.gradeCode, gradeCode),
          eq(courses.textbookType, textbookType),
        ),
      )
      .groupBy(chapters.id, courses.id)
      .orderBy(asc(courses.id), asc(chapters.sortOrder));
    const published = new Map<number, number>();
    if (known && rows.length > 0) {
      const counts = await db
        .select({
          chapterId: homeworks.chapterId,
          total: sql<number>`count(DISTINCT ${homeworks.id})::int`,
        })
        .from(homeworks)
        .innerJoin(homeworkTargets, eq(homeworkTargets.homeworkId, homeworks.id))
        .where(
          and(
            eq(homeworks.schoolId, access.principal.schoolId),
            eq(homeworkTargets.classId, classId),
            inArray(
              homeworks.chapterId,
              rows.map((row) => row.chapterId),
            ),
          ),
        )
        .groupBy(homeworks.chapterId);
      for (const row of counts) if (row.chapterId !== null) published.set(row.chapterId, Number(row.total));
    }
    const list: ChoosableChapter[] = rows.map((row) => ({
      ...row,
      paperCount: Number(row.paperCount),
      questionCount: Number(row.questionCount),
      publishedCount: published.get(row.chapterId) ?? 0,
    }));
    return ok({ classAccess, chapters: list });
  });

  route(app, 'getInstructions', async (request) => {
    const principal = staffOf(request);
    const { subjectCode, textbookType, processType } = request.query;
    const where: (SQL | undefined)[] = [eq(instructions.schoolId, principal.schoolId)];
    if (textbookType) where.push(eq(instructions.textbookType, textbookType));
    if (subjectCode)
      where.push(or(isNull(instructions.subjectCode), eq(instructions.subjectCode, subjectCode)));
    if (processType)
      where.push(or(isNull(instructions.processType), eq(instructions.processType, processType)));
    const rows = await db
      .select()
      .from(instructions)
      .where(and(...where))
      .orderBy(asc(instructions.sortOrder), asc(instructions.id));
    const en = request.locale === 'en';
    return ok(
      rows.map((row) => ({
        instructionId: row.id,
        textbookType: row.textbookType as TextbookType,
        subjectCode: (row.subjectCode as SubjectCode | null) ?? null,
        processType: (row.processType as ProcessType | null) ?? null,
        title: en ? row.titleEn : row.title,
        content: en ? row.contentEn : row.content,
      })),
    );
  });

  route(app, 'getHomeworkKnowledges', async (request) => {
    const scope = await scopeOf(db, staffOf(request));
    const { homework } = await homeworkInScope(db, scope, request.params.eHomeworkId, 'read');
    const rows = await db
      .select({ questionId: questions.id, knowledgePoints: questions.knowledgePoints })
      .from(homeworkQuestions)
      .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
      .where(eq(homeworkQuestions.homeworkId, homework.id))
      .orderBy(asc(homeworkQuestions.sortOrder));
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
    return ok({
      eHomeworkId: homework.id,
      knowledgeContents: homework.knowledgeContents.split(';').filter((part) => part.trim() !== ''),
      knowledges,
    });
  });
};
