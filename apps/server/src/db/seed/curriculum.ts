import type { ProcessType, SubjectCode, TextbookType } from '@harbour/api-client/contract';
import { SUBJECT_CODES, textbookTypesForGrade } from '@harbour/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { chapters, courses, instructions, papers, questions } from '../schema';
import { GRADES } from './people';
import { buildQuestionBank } from './question-bank';

/** Chapters seeded per course (the back-office e2e batch-publishes five of them). */
export const CHAPTERS_PER_COURSE = 6;
/** Questions per seeded paper (enough for question numbers such as 1,2,5-8). */
export const QUESTIONS_PER_PAPER = 10;

/**
 * A course's name is in its subject's language, as a publisher names its materials (and as its chapters
 * are named): English courses in English, Chinese and Mathematics courses in Chinese.
 */
function courseName(textbookType: TextbookType, gradeName: string, subject: SubjectCode): string {
  return subject === 'ENGLISH'
    ? `${FAMILY_NAMES_EN[textbookType]} ${gradeName} English`
    : `${FAMILY_NAMES_HK[textbookType]} ${gradeName} ${subject === 'CHINESE' ? '中文' : '數學'}`;
}
const FAMILY_NAMES_HK: Record<TextbookType, string> = {
  A_PLUS: 'A+ 課程',
  HKAT: 'HKAT 評估',
  SE_ZONE: 'SE 專區',
  WRITING_ZONE: '寫作專區',
};
const FAMILY_NAMES_EN: Record<TextbookType, string> = {
  A_PLUS: 'A+ Course',
  HKAT: 'HKAT Assessment',
  SE_ZONE: 'SE Zone',
  WRITING_ZONE: 'Writing Zone',
};
/**
 * Chapter names per subject. The last chapter of every course is still in preparation: its paper has no
 * question yet, so publishing it fails with 'Insufficient number of questions'.
 */
const CHAPTER_NAMES: Record<SubjectCode, readonly string[]> = {
  CHINESE: [
    '第一單元 我的家',
    '第二單元 四季',
    '第三單元 寓言故事',
    '第四單元 節日',
    '第五單元 大自然',
    '第六單元 （準備中）',
  ],
  ENGLISH: [
    'Unit 1 My School',
    'Unit 2 Food and Drinks',
    'Unit 3 Festivals',
    'Unit 4 Animals',
    'Unit 5 Sports Day',
    'Unit 6 (in preparation)',
  ],
  MATH: [
    '第一章 分數',
    '第二章 乘法',
    '第三章 圖形與空間',
    '第四章 小數',
    '第五章 數據處理',
    '第六章 （準備中）',
  ],
};

/** Instructions of each family: general, then per processType, in both locales. */
const INSTRUCTIONS: {
  textbookType: TextbookType;
  processType: ProcessType | null;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}[] = [
  {
    textbookType: 'A_PLUS',
    processType: null,
    title: 'A+ 課程使用說明',
    titleEn: 'How A+ courses work',
    content: '每個單元先診斷，再按成績安排跟進練習，最後挑戰。',
    contentEn:
      'Each unit starts with a diagnosis, then follow-up practice at the level the diagnosis shows, then a challenge.',
  },
  {
    textbookType: 'A_PLUS',
    processType: '1',
    title: '診斷練習',
    titleEn: 'Diagnosis',
    content: '學生完成診斷後，系統按得分調整跟進練習的程度。',
    contentEn: 'After the diagnosis, the follow-up level is adjusted to the score.',
  },
  {
    textbookType: 'A_PLUS',
    processType: '2a',
    title: '跟進練習',
    titleEn: 'Follow-up practice',
    content: '跟進練習全對時，挑戰可設為選做。',
    contentEn: 'When the follow-up practice is full marks, the challenge may be optional.',
  },
  {
    textbookType: 'A_PLUS',
    processType: '3a',
    title: '單元測驗',
    titleEn: 'Unit test',
    content: '測驗須設定時長（不可超過測驗時段）及最高值（不可超過100%）。',
    contentEn: 'A test needs a duration (not above the test period) and a maximum (not above 100%).',
  },
  {
    textbookType: 'HKAT',
    processType: null,
    title: 'HKAT 評估說明',
    titleEn: 'How HKAT assessments work',
    content: 'HKAT 評估模擬全港性系統評估，只可逐份發佈，不可批量發佈。',
    contentEn:
      'HKAT assessments follow the territory-wide assessment; they are published one at a time, never in batch.',
  },
  {
    textbookType: 'HKAT',
    processType: '4',
    title: 'HKAT 測驗',
    titleEn: 'HKAT test',
    content: '發佈前請確認測驗時長及最高值。',
    contentEn: 'Check the duration and the maximum before publishing.',
  },
  {
    textbookType: 'SE_ZONE',
    processType: null,
    title: 'SE Zone 說明',
    titleEn: 'How SE Zone works',
    content: '自學區讓學生按自己進度完成練習。',
    contentEn: 'The self-study zone lets students practise at their own pace.',
  },
  {
    textbookType: 'WRITING_ZONE',
    processType: null,
    title: '寫作區說明',
    titleEn: 'How the writing zone works',
    content: '寫作功課須填寫題目、字數要求及評分準則。',
    contentEn: 'A writing task needs its title, word count and scoring rules.',
  },
];

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

  await db.insert(instructions).values(
    INSTRUCTIONS.map((instruction, index) => ({
      schoolId,
      subjectCode: null,
      sortOrder: index + 1,
      ...instruction,
    })),
  );

  for (const [gradeCode, gradeName] of GRADES) {
    for (const subject of SUBJECT_CODES) {
      for (const textbookType of textbookTypesForGrade(gradeCode)) {
        const [course] = await db
          .insert(courses)
          .values({
            schoolId,
            textbookType,
            subjectCode: subject,
            gradeCode,
            name: courseName(textbookType, gradeName, subject),
          })
          .returning({ id: courses.id });
        if (!course) continue;
        const names = CHAPTER_NAMES[subject].slice(0, CHAPTERS_PER_COURSE);
        const chapterRows = await db
          .insert(chapters)
          .values(names.map((name, index) => ({ schoolId, courseId: course.id, name, sortOrder: index + 1 })))
          .returning({ id: chapters.id });
        const pool = questionsBySubject.get(subject) ?? [];
        await db.insert(papers).values(
          chapterRows.map((chapter, index) => ({
            schoolId,
            chapterId: chapter.id,
            name: `${names[index] ?? ''} 練習`,
            // The last chapter is in preparation: no question yet.
            questionIds:
              index === chapterRows.length - 1
                ? []
                : Array.from(
                    { length: QUESTIONS_PER_PAPER },
                    (_, k) => pool[(gradeCode * 7 + index * QUESTIONS_PER_PAPER + k) % pool.length]?.id ?? 0,
                  ).filter((id, k, all) => id > 0 && all.indexOf(id) === k),
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
