import type { SubjectCode, TextbookType } from '@harbour/api-client/contract';
import {
  BASE_QUESTION_TYPES,
  COMPOSITE_QUESTION_TYPES,
  type MediaPart,
  type Question,
  type QuestionType,
  sampleQuestions,
} from '@harbour/question-engine/core';

/** Variants of every type seeded per subject (the issue asks for at least 3). */
export const VARIANTS_PER_TYPE = 3;

/** Knowledge points per subject, used to tag and search questions. */
export const KNOWLEDGE_POINTS: Record<SubjectCode, readonly string[]> = {
  CHINESE: ['成語運用', '標點符號', '閱讀理解', '詞語配對', '句式'],
  ENGLISH: ['Present simple', 'Vocabulary', 'Reading comprehension', 'Prepositions', 'Punctuation'],
  MATH: ['Fractions', 'Multiplication', 'Prime numbers', 'Data handling', 'Shapes'],
};

/** A seeded bank question before it has a row id. */
export interface BankQuestion {
  questionType: QuestionType;
  subjectCode: SubjectCode;
  gradeCode: number;
  knowledgePoints: string[];
  textbookType: TextbookType;
  searchText: string;
  /** Engine structure; questionId is filled from the row id when read. */
  content: Question;
}

const text = (content: string): MediaPart => ({ contentType: 'TEXT', content });
const picture = (subject: SubjectCode, n: number): MediaPart => ({
  contentType: 'PICTURE',
  content: `/media/pictures/${subject.toLowerCase()}-${n}.svg`,
});
const audio = (subject: SubjectCode, n: number): MediaPart => ({
  contentType: 'AUDIO',
  content: `/media/audio/${subject.toLowerCase()}-${n}.mp3`,
  audioType: 'CONTENT',
});

const ANALYSIS_FALLBACK: Record<SubjectCode, string> = {
  CHINESE: '細心閱讀題目，找出關鍵詞，再對照答案。',
  ENGLISH: 'Read the question carefully and look for the key words before you answer.',
  MATH: '先列出算式，再逐步計算並檢查答案。',
};

/** Mathematics variants built from numbers, so the three variants differ in substance. */
function mathVariant(type: QuestionType, variant: number): Partial<Question> | undefined {
  const a = 3 + variant * 4;
  const b = 2 + variant;
  const options = (values: number[]) =>
    values.map((value, index) => ({
      optionNo: String(index + 1),
      optionContent: String(value),
      optionType: 'TEXT' as const,
      serialNo: String(index + 1),
    }));
  switch (type) {
    case 'SINGLE_CHOICE':
      return {
        questionTitle: '選出正確的答案。',
        question: [text(`$$${a} \\times ${b} = ?$$`)],
        options: options([a * b - b, a * b, a * b + b, a + b]),
        questionAnswer: '2',
      } as Partial<Question>;
    case 'COMPLETION':
      return {
        questionTitle: '填充。',
        question: [text(`${a} + ${b} = [$$]，${a} × ${b} = [$$]`)],
        blankNum: 2,
        questionAnswer: `${a + b}##${a * b}`,
      } as Partial<Question>;
    case 'SHORT_ANSWER':
      return {
        questionTitle: '回答問題。',
        question: [text(`一盒有 ${a} 枝鉛筆，${b} 盒共有多少枝鉛筆？ [$$] 枝`)],
        blankNum: 1,
        questionAnswer: `${a * b}`,
      } as Partial<Question>;
    default:
      return undefined;
  }
}

function templatesOf(type: QuestionType, subject: SubjectCode): Question[] {
  const ofType = sampleQuestions.filter((question) => question.questionType === type);
  const sameSubject = ofType.filter((question) => question.subjectCode === subject);
  return sameSubject.length > 0 ? sameSubject : ofType;
}

function withSubject(question: Question, subject: SubjectCode): Question {
  const copy = structuredClone(question) as Question & { combinationQuestions?: Question[] };
  copy.subjectCode = subject;
  if (Array.isArray(copy.combinationQuestions)) {
    copy.combinationQuestions = copy.combinationQuestions.map((child, index) => ({
      ...child,
      subjectCode: subject,
      questionId: `c${index + 1}`,
    }));
  }
  return copy;
}

/** Plain text of a question for search: title and text parts. */
export function plainText(question: Question): string {
  const parts = [
    question.questionTitle,
    ...question.question.filter((p) => p.contentType === 'TEXT').map((p) => p.content),
  ];
  return parts
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

const TEXTBOOKS: readonly TextbookType[] = ['A_PLUS', 'HKAT', 'SE_ZONE', 'WRITING_ZONE'];

/**
 * The demo bank: VARIANTS_PER_TYPE questions of every base and composite type in each subject, built
 * from the engine's sample questions (so the engine reads them), with analysis on every question,
 * a picture on the first variant and an audio clip on the second, served from /media.
 */
export function buildQuestionBank(): BankQuestion[] {
  const bank: BankQuestion[] = [];
  const subjects: SubjectCode[] = ['CHINESE', 'ENGLISH', 'MATH'];
  const types: QuestionType[] = [...BASE_QUESTION_TYPES, ...COMPOSITE_QUESTION_TYPES];
  for (const subject of subjects) {
    types.forEach((type, typeIndex) => {
      const templates = templatesOf(type, subject);
      for (let variant = 1; variant <= VARIANTS_PER_TYPE; variant++) {
        const template = templates[(variant - 1) % templates.length];
        if (!template) continue;
        const content = withSubject(template, subject);
        const math = subject === 'MATH' ? mathVariant(type, variant) : undefined;
        if (math) Object.assign(content, math);
        content.questionId = '';
        content.questionAnalysis = content.questionAnalysis?.length
          ? content.questionAnalysis
          : [text(ANALYSIS_FALLBACK[subject])];
        if (variant === 1) content.question = [...content.question, picture(subject, 1 + (typeIndex % 2))];
        if (variant === 2) content.question = [...content.question, audio(subject, 1 + (typeIndex % 2))];
        if (variant === 3)
          content.questionAnalysis = [...content.questionAnalysis, picture(subject, 2 - (typeIndex % 2))];
        const points = KNOWLEDGE_POINTS[subject];
        bank.push({
          questionType: type,
          subjectCode: subject,
          gradeCode: 1 + ((typeIndex * VARIANTS_PER_TYPE + variant) % 9),
          knowledgePoints: [points[(typeIndex + variant) % points.length] ?? ''],
          textbookType: TEXTBOOKS[(typeIndex + variant) % TEXTBOOKS.length] ?? 'A_PLUS',
          searchText: plainText(content),
          content,
        });
      }
    });
  }
  return bank;
}
