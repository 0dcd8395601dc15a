import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { schoolId } from './school';

// The question bank and the course material homework is published from.

/** A question of the bank: the engine's full structure plus indexed columns for search. */
export const questions = pgTable(
  'questions',
  {
    /** Surrogate key (questionId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Engine question type code (SINGLE_CHOICE … COMBINATION_CHART). */
    questionType: text('question_type').notNull(),
    /** CHINESE, ENGLISH or MATH. */
    subjectCode: text('subject_code').notNull(),
    /** Grade code 1–9. */
    gradeCode: integer('grade_code').notNull(),
    /** Knowledge points the question trains. */
    knowledgePoints: text('knowledge_points').array().notNull().default(sql`'{}'::text[]`),
    /** Course family (A_PLUS, HKAT, SE_ZONE, WRITING_ZONE). */
    textbookType: text('textbook_type').notNull(),
    /** Chapter the question belongs to, if any. */
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    /** Plain text of the title, for text search. */
    searchText: text('search_text').notNull().default(''),
    /** Full question structure as the question engine reads it (with answer keys). */
    content: jsonb('content').notNull(),
    /** When the row was created. */
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_search_idx').on(t.schoolId, t.subjectCode, t.gradeCode, t.questionType),
    index('questions_chapter_idx').on(t.chapterId),
    index('questions_knowledge_idx').using('gin', t.knowledgePoints),
  ],
);

/** A course: one textbook family for one subject and grade. */
export const courses = pgTable(
  'courses',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Course family (A_PLUS, HKAT, SE_ZONE, WRITING_ZONE). */
    textbookType: text('textbook_type').notNull(),
    /** CHINESE, ENGLISH or MATH. */
    subjectCode: text('subject_code').notNull(),
    /** Grade code 1–9. */
    gradeCode: integer('grade_code').notNull(),
    /** Display name. */
    name: text('name').notNull(),
  },
  (t) => [index('courses_school_idx').on(t.schoolId, t.subjectCode, t.gradeCode)],
);

/** A chapter of a course. */
export const chapters = pgTable('chapters', {
  /** Surrogate key. */
  id: id(),
  /** Owning school. */
  schoolId: schoolId(),
  /** Course of the chapter. */
  courseId: belongsTo('course_id', () => courses.id),
  /** Display name. */
  name: text('name').notNull(),
  /** Position within the course, from 1. */
  sortOrder: integer('sort_order').notNull(),
});

/** A paper (a set of questions) within a chapter. */
export const papers = pgTable('papers', {
  /** Surrogate key. */
  id: id(),
  /** Owning school. */
  schoolId: schoolId(),
  /** Chapter of the paper. */
  chapterId: belongsTo('chapter_id', () => chapters.id),
  /** Display name. */
  name: text('name').notNull(),
  /** Question ids in order. */
  questionIds: integer('question_ids').array().notNull(),
});

/** A teaching instruction of a course family (and optionally a subject and processType), in both locales. */
export const instructions = pgTable(
  'instructions',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Course family (A_PLUS, HKAT, SE_ZONE, WRITING_ZONE). */
    textbookType: text('textbook_type').notNull(),
    /** Subject, or null for every subject. */
    subjectCode: text('subject_code'),
    /** processType explained, or null for the family in general. */
    processType: text('process_type'),
    /** Title in Traditional Chinese. */
    title: text('title').notNull(),
    /** Title in English. */
    titleEn: text('title_en').notNull(),
    /** Text in Traditional Chinese. */
    content: text('content').notNull(),
    /** Text in English. */
    contentEn: text('content_en').notNull(),
    /** Position in lists. */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('instructions_school_idx').on(t.schoolId, t.textbookType)],
);
