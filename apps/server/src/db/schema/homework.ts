import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { chapters, courses, papers, questions } from './curriculum';
import { classes, groups, schoolId, staffUsers, students } from './school';

// Published homework, its targets, questions and redo requests, task sheets and the publication audit.

/** A published homework (eHomework) with every field of back-office spec §3 "Homework info". */
export const homeworks = pgTable(
  'homeworks',
  {
    /** Surrogate key (eHomeworkId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Teacher who published it. */
    creatorId: integer('creator_id')
      .notNull()
      .references(() => staffUsers.id),
    /** CHINESE, ENGLISH or MATH. */
    subjectCode: text('subject_code').notNull(),
    /** Grade code 1–9. */
    gradeCode: integer('grade_code').notNull(),
    /** Name, at most 50 characters. */
    homeworkName: text('homework_name').notNull(),
    /** processType (1, 2a … 14). */
    processType: text('process_type').notNull(),
    /** Practice type (AEL_PRACTICE, E_PRACTICE, EXAM, HKAT, SE_ZONE). */
    type: text('type').notNull(),
    /** Level (BASIC, MEDIUM, ADVANCED) or test level. */
    ehomeworkLevel: text('ehomework_level').notNull().default('MEDIUM'),
    /** Difficulty shown in lists. */
    difficulty: text('difficulty').notNull().default('MEDIUM'),
    /** Target scope: WHOLE_GRADE, SINGLE_CLASS or GROUP. */
    distributeRange: text('distribute_range').notNull(),
    /** Human-readable target, e.g. "1A, 1B". */
    distributeObject: text('distribute_object').notNull(),
    /** Knowledge contents, semicolon-separated. */
    knowledgeContents: text('knowledge_contents').notNull().default(''),
    /** Work paper description, semicolon-separated. */
    workPaperDesc: text('work_paper_desc').notNull().default(''),
    /** Writing requirement (processType 14). */
    writingRequirementContent: text('writing_requirement_content').notNull().default(''),
    /** Whether the target is a fixed group. */
    fixedGroupStatus: boolean('fixed_group_status').notNull().default(false),
    /** Paper the questions come from, if any. */
    paperId: integer('paper_id').references(() => papers.id, { onDelete: 'set null' }),
    /** Number of questions. */
    questionCount: integer('question_count').notNull().default(0),
    /** Audio language (CANTONESE, ENGLISH, MANDARIN). */
    audioLanguage: text('audio_language').notNull().default('CANTONESE'),
    /** Video language (CANTONESE, ENGLISH, MANDARIN). */
    videoLanguage: text('video_language').notNull().default('CANTONESE'),
    /** Whether students may fast-forward videos. */
    allowVideoFastForward: boolean('allow_video_fast_forward').notNull().default(false),
    /** Whether a student sees right or wrong (and the explanation) as soon as they check an answer. */
    immediateFeedback: boolean('immediate_feedback').notNull().default(true),
    /** Checks allowed per question with immediate feedback: 1, 2 or 3; null for unlimited. */
    maxTries: integer('max_tries'),
    /** Grading state: WAIT_CORRECT, CORRECTED or ANNOUNCED. */
    correctionStatus: text('correction_status').notNull().default('WAIT_CORRECT'),
    /** When students may start. */
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** When the homework is due. */
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** When the row was created. */
    createTime: createdAt(),
    /** When it was published; null while saved but not published (homeworkTimeStatus NOT_PUBLISHED). */
    publishTime: timestamp('publish_time', { withTimezone: true }),
    /** Classification (DIAGNOSE, FOLLOWUP_PRACTICE, CHALLENGE, LSRW, EXAMINATION, PRACTICE, COMBINATION). */
    classification: text('classification').notNull().default('PRACTICE'),
    /** Course family of the material, when published from a course. */
    textbookType: text('textbook_type'),
    /** Course the material comes from. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** Chapter the material comes from. */
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    /** Question numbers within the paper as the teacher gave them ("1,2,5-8"); '' for all. */
    questionNumbers: text('question_numbers').notNull().default(''),
    /** Test duration in minutes (tests only). */
    durationMinutes: integer('duration_minutes'),
    /** Maximum value in percent, not above 100 (tests). */
    maximumPercent: integer('maximum_percent'),
    /** When the results were published (correctionStatus ANNOUNCED); null before. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    /** Scoring criteria of a writing task (processType 14): [{ ruleName, share, total }]; [] otherwise. */
    writingCriteria: jsonb('writing_criteria').notNull().default([]),
    /** When an exam was withdrawn (its students' records erased); it then leaves the students' lists. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('homeworks_school_idx').on(t.schoolId, t.subjectCode, t.endTime),
    index('homeworks_chapter_idx').on(t.chapterId),
  ],
);

/** A class or group a homework is distributed to. */
export const homeworkTargets = pgTable(
  'homework_targets',
  {
    /** Surrogate key. */
    id: id(),
    /** The homework. */
    homeworkId: belongsTo('homework_id', () => homeworks.id),
    /** The class reached (for a group, the group's class or each class of the grade). */
    classId: belongsTo('class_id', () => classes.id),
    /** The group, when distributeRange is GROUP. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** How the class was targeted: WHOLE_GRADE, SINGLE_CLASS or GROUP. */
    scope: text('scope').notNull().default('SINGLE_CLASS'),
  },
  (t) => [
    index('homework_targets_class_idx').on(t.classId),
    index('homework_targets_hw_idx').on(t.homeworkId),
  ],
);

/** A question of a homework with its full mark. */
export const homeworkQuestions = pgTable(
  'homework_questions',
  {
    /** The homework. */
    homeworkId: belongsTo('homework_id', () => homeworks.id),
    /** The question. */
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** Position from 1. */
    sortOrder: integer('sort_order').notNull(),
    /** Full mark of the question. */
    maxScore: integer('max_score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkId, t.questionId] }),
    index('homework_questions_q_idx').on(t.questionId),
  ],
);

/** A teacher's request that a student redo a homework; open while the student has not submitted since. */
export const homeworkRedos = pgTable(
  'homework_redos',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The homework. */
    homeworkId: belongsTo('homework_id', () => homeworks.id),
    /** The student asked to redo. */
    studentId: belongsTo('student_id', () => students.id),
    /** The teacher who asked. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    /** When the redo was (last) asked. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('homework_redos_unique_idx').on(t.homeworkId, t.studentId)],
);

/** A task sheet: one PDF per publish, UNDISTRIBUTED until it becomes a processType 13 homework. */
export const workPapers = pgTable(
  'work_papers',
  {
    /** Surrogate key (workPaperId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Uploading teacher. */
    creatorId: integer('creator_id')
      .notNull()
      .references(() => staffUsers.id),
    /** CHINESE, ENGLISH or MATH. */
    subjectCode: text('subject_code').notNull(),
    /** Grade code 1–9. */
    gradeCode: integer('grade_code').notNull(),
    /** Name, at most 50 characters. */
    name: text('name').notNull(),
    /** Description lines, semicolon-separated (workPaperDesc). */
    description: text('description').notNull().default(''),
    /** Storage key of the PDF (schools/{schoolId}/users/{userId}/pdf/…). */
    fileKey: text('file_key').notNull(),
    /** Original file name. */
    fileName: text('file_name').notNull(),
    /** Size in bytes. */
    fileSize: integer('file_size').notNull(),
    /** The homework it was distributed as; null while undistributed (one task sheet per publish). */
    homeworkId: integer('homework_id').references(() => homeworks.id, { onDelete: 'set null' }),
    /** When it was uploaded. */
    createdAt: createdAt(),
  },
  (t) => [
    index('work_papers_school_idx').on(t.schoolId, t.createdAt),
    uniqueIndex('work_papers_homework_idx').on(t.homeworkId),
  ],
);

/** Append-only log of publication changes (publish, delete, re-publish, redo, distribute). */
export const publicationAudit = pgTable(
  'publication_audit',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: integer('school_id').notNull(),
    /** The homework concerned (kept after the homework is deleted, so no foreign key). */
    homeworkId: integer('homework_id').notNull(),
    /** PUBLISH, REPUBLISH, DELETE, REDO or DISTRIBUTE. */
    action: text('action').notNull(),
    /** Staff member who acted. */
    actorStaffId: integer('actor_staff_id').notNull(),
    /** What changed (name, targets, source homework, students). */
    detail: jsonb('detail').notNull().default({}),
    /** When it happened. */
    createdAt: createdAt(),
  },
  (t) => [index('publication_audit_homework_idx').on(t.homeworkId)],
);
