import type { SubjectCode, TextbookType } from '@harbour/api-client/contract';
import { SUBJECT_CODES } from '@harbour/domain';
import { htmlToText, type Question, type QuestionType } from '@harbour/question-engine/core';
import type { BankItem } from './bank/build';
import { CHINESE_BANK, CHINESE_KNOWLEDGE_POINTS } from './bank/chinese';
import { ENGLISH_BANK, ENGLISH_KNOWLEDGE_POINTS } from './bank/english';
import { MATH_BANK, MATH_KNOWLEDGE_POINTS } from './bank/math';

/** Questions of every type authored per subject, at least (the issue asks for 3). */
export const VARIANTS_PER_TYPE = 3;

/** Knowledge points per subject, used to tag and search questions. */
export const KNOWLEDGE_POINTS: Record<SubjectCode, readonly string[]> = {
  CHINESE: CHINESE_KNOWLEDGE_POINTS,
  ENGLISH: ENGLISH_KNOWLEDGE_POINTS,
  MATH: MATH_KNOWLEDGE_POINTS,
};

/** The authored bank of each subject (bank/chinese.ts, bank/english.ts, bank/math.ts). */
export const BANK_BY_SUBJECT: Record<SubjectCode, readonly BankItem[]> = {
  CHINESE: CHINESE_BANK,
  ENGLISH: ENGLISH_BANK,
  MATH: MATH_BANK,
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

/** Plain text of a question for search: title and text parts. */
export function plainText(question: Question): string {
  const parts = [
    question.questionTitle,
    ...question.question.filter((p) => p.contentType === 'TEXT').map((p) => p.content),
  ];
  return htmlToText(parts.join(' ')).slice(0, 500);
}

/**
 * The demo bank: the authored questions of Chinese, English and Mathematics, in that order, with
 * analysis on every question and the pictures and audio of assets/media (served at /media).
 */
export function buildQuestionBank(): BankQuestion[] {
  return SUBJECT_CODES.flatMap((subject) =>
    BANK_BY_SUBJECT[subject].map((item) => {
      const content = structuredClone(item.content);
      return {
        questionType: content.questionType,
        subjectCode: subject,
        gradeCode: item.gradeCode,
        knowledgePoints: [...item.knowledgePoints],
        textbookType: item.textbookType,
        searchText: plainText(content),
        content,
      };
    }),
  );
}
