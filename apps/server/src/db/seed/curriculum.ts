import type { SubjectCode, TextbookType } from '@harbour/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { chapters, courses, papers, questions } from '../schema';
import { GRADES, SUBJECTS } from './people';
import { buildQuestionBank } from './question-bank';

/**
 * Back-office spec §5: textbook categories by grade — grades 1–4 A_PLUS, SE_ZONE, WRITING_ZONE;
 * grade 5 adds HKAT; grade 6 A_PLUS, HKAT, WRITING_ZONE; grades 7–9 A_PLUS, HKAT, SE_ZONE.
 */
export function textbookTypesForGrade(gradeCode: number): TextbookType[] {
  if (gradeCode <= 4) return ['A_PLUS', 'SE_ZONE', 'WRITING_ZONE'];
  if (gradeCode === 5) return ['A_PLUS', 'HKAT', 'SE_ZONE', 'WRITING_ZONE'];
  if (gradeCode === 6) return ['A_PLUS', 'HKAT', 'WRITING_ZONE'];
  return ['A_PLUS', 'HKAT', 'SE_ZONE'];
}

/** Chapters seeded per course. */
export const CHAPTERS_PER_COURSE = 3;
/** Questions per seeded paper. */
export const QUESTIONS_PER_PAPER = 5;

const SUBJECT_NAMES: Record<SubjectCode, string> = { CHINESE: '中文', ENGLISH: 'English', MATH: '數學' };
const CHAPTER_NAMES: Record<SubjectCode, readonly string[]> = {
  CHINESE: ['第一單元 我的家', '第二單元 四季', '第三單元 寓言故事'],
  ENGLISH: ['Unit 1 My School', 'Unit 2 Food and Drinks', 'Unit 3 Festivals'],
  MATH: ['第一章 分數', '第二章 乘法', '第三章 圖形與空間'],
};

export interface SeededCurriculum {
  /** Question ids by subject, in bank order. */
  questionsBySubject: Map<SubjectCode, { id: number; questionType: string }[]>;
}

/** Seeds the question bank, and courses with chapters and papers for every textbook family. */
export async function seedCurriculum(db: Db, schoolId: number): Promise<SeededCurriculum> {
  const bank = buildQuestionBank();
  const rows = await db
    .insert(questions)
    .values(bank.map((question) => ({ schoolId, ...question })))
    .returning({
      id: questions.id,
      subjectCode: questions.subjectCode,
      questionType: questions.questionType,
    });
  const questionsBySubject = new Map<SubjectCode, { id: number; questionType: string }[]>();
  for (const row of rows) {
    const list = questionsBySubject.get(row.subjectCode as SubjectCode) ?? [];
    list.push({ id: row.id, questionType: row.questionType });
    questionsBySubject.set(row.subjectCode as SubjectCode, list);
  }

  for (const [gradeCode, gradeName] of GRADES) {
    for (const subject of SUBJECTS) {
      for (const textbookType of textbookTypesForGrade(gradeCode)) {
        const [course] = await db
          .insert(courses)
          .values({
            schoolId,
            textbookType,
            subjectCode: subject,
            gradeCode,
            name: `${textbookType} ${gradeName} ${SUBJECT_NAMES[subject]}`,
          })
          .returning({ id: courses.id });
        if (!course) continue;
        const chapterRows = await db
          .insert(chapters)
          .values(
            (CHAPTER_NAMES[subject] ?? []).slice(0, CHAPTERS_PER_COURSE).map((name, index) => ({
              schoolId,
              courseId: course.id,
              name,
              sortOrder: index + 1,
            })),
          )
          .returning({ id: chapters.id });
        const pool = questionsBySubject.get(subject) ?? [];
        await db.insert(papers).values(
          chapterRows.map((chapter, index) => ({
            schoolId,
            chapterId: chapter.id,
            name: `${CHAPTER_NAMES[subject]?.[index] ?? ''} 練習`,
            questionIds: Array.from(
              { length: QUESTIONS_PER_PAPER },
              (_, k) => pool[(gradeCode * 7 + index * QUESTIONS_PER_PAPER + k) % pool.length]?.id ?? 0,
            ).filter((id) => id > 0),
          })),
        );
        // Questions of this grade, subject and family belong to the course's first chapter.
        const first = chapterRows[0];
        if (first) {
          await db
            .update(questions)
            .set({ chapterId: first.id })
            .where(
              and(
                eq(questions.schoolId, schoolId),
                eq(questions.subjectCode, subject),
                eq(questions.gradeCode, gradeCode),
                eq(questions.textbookType, textbookType),
              ),
            );
        }
      }
    }
  }
  return { questionsBySubject };
}
