import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { questions } from './curriculum';
import { homeworks } from './homework';
import { schoolId, staffUsers, students } from './school';

// Students' attempts and answers, teachers' marking and the score audit.

/** A student's attempt at a homework; its total is the sum of its answers' scores. */
export const attempts = pgTable(
  'attempts',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The homework. */
    homeworkId: belongsTo('homework_id', () => homeworks.id),
    /** The student. */
    studentId: belongsTo('student_id', () => students.id),
    /** Submission status (NOT_SUBMIT, OVERDUE, NORMAL, NO_NEED, DELAY). */
    submitStatus: text('submit_status').notNull().default('NOT_SUBMIT'),
    /** When the attempt was submitted. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Teacher who submitted it in a simulated session; null when the student did (or nobody yet). */
    submittedByStaffId: integer('submitted_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** When the student opened the homework (POST …/start): a test's clock runs from here. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the attempt was opened. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attempts_unique_idx').on(t.homeworkId, t.studentId),
    // The submitted students of a homework, read from the index alone: the marking screen's counts and paging.
    index('attempts_submitted_idx').on(t.homeworkId, t.studentId).where(sql`${t.submittedAt} IS NOT NULL`),
  ],
);

/** The latest answer of an attempt to one question (or sub-question). */
export const answers = pgTable(
  'answers',
  {
    /** Surrogate key (answerId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The attempt. */
    attemptId: belongsTo('attempt_id', () => attempts.id),
    /** The bank question answered (the composite for a sub-question). */
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** Sub-question id inside a composite; '' for a whole question. */
    childKey: text('child_key').notNull().default(''),
    /** The encoded answer string (question-engine spec §3). */
    encodedAnswer: text('encoded_answer').notNull(),
    /** Photos, typed text or recordings of an essay, long answer or speaking answer (MediaAnswer); null otherwise. */
    localAnswer: jsonb('local_answer'),
    /** RIGHT, WRONG, PART_RIGHT or NOT_CORRECT. */
    rightStatus: text('right_status').notNull(),
    /** Score awarded so far. */
    score: integer('score').notNull().default(0),
    /** Increments on every new answer to the same question. */
    version: integer('version').notNull().default(1),
    /** When the latest answer arrived. */
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answers_unique_idx').on(t.attemptId, t.questionId, t.childKey),
    // What waits for a teacher (the engine could not check it), per attempt: the marking queries' probe.
    index('answers_to_mark_idx')
      .on(t.attemptId, t.questionId, t.id, t.version)
      .where(sql`${t.rightStatus} = 'NOT_CORRECT'`),
  ],
);

/** How many times a student has checked one question (or sub-question) of a homework with immediate feedback. */
export const answerTries = pgTable(
  'answer_tries',
  {
    /** Owning school. */
    schoolId: schoolId(),
    /** The homework. */
    homeworkId: belongsTo('homework_id', () => homeworks.id),
    /** The student. */
    studentId: belongsTo('student_id', () => students.id),
    /** The bank question (the composite for a sub-question). */
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** Sub-question id inside a composite; '' for a whole question. */
    childKey: text('child_key').notNull().default(''),
    /** Checks used. */
    tries: integer('tries').notNull().default(0),
  },
  (t) => [uniqueIndex('answer_tries_unique_idx').on(t.homeworkId, t.studentId, t.questionId, t.childKey)],
);

/** A teacher's marking of one answer. */
export const markings = pgTable(
  'markings',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The answer marked. */
    answerId: belongsTo('answer_id', () => answers.id),
    /** Score given for the question. */
    score: integer('score').notNull(),
    /** Teacher's comment. */
    comment: text('comment').notNull().default(''),
    /** The marking teacher. */
    markerId: integer('marker_id')
      .notNull()
      .references(() => staffUsers.id),
    /** When it was marked. */
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Increments on every save (the version a new save must name: two markers, one wins). */
    version: integer('version').notNull().default(1),
    /** Per-criterion scores of a writing task ([{ ruleName, score }]); [] otherwise. */
    criteria: jsonb('criteria').notNull().default([]),
    /** Photos with their rotation and marks ([{ imgUrl, rotation, marks }]): vector data beside the photo. */
    pictures: jsonb('pictures').notNull().default([]),
    /** A temporary save of writing marking: not counted as marked, the score not applied yet. */
    draft: boolean('draft').notNull().default(false),
    /** The automatic check's score of the answer when it was first marked (the answer's score is the teacher's). */
    autoScore: integer('auto_score').notNull().default(0),
    /** The answer version marked: a marking of an older version (the student answered again) no longer counts. */
    answerVersion: integer('answer_version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('markings_answer_idx').on(t.answerId),
    // Final markings by the answer version they marked: whether an answer still waits, from the index alone.
    index('markings_final_idx').on(t.answerId, t.answerVersion).where(sql`NOT ${t.draft}`),
  ],
);

/** Append-only log of every score change; a trigger refuses UPDATE and DELETE. */
export const scoreAudit = pgTable(
  'score_audit',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: integer('school_id').notNull(),
    /** The answer whose score changed. */
    answerId: integer('answer_id').notNull(),
    /** Score before the change; null for a first score. */
    oldScore: integer('old_score'),
    /** Score after the change. */
    newScore: integer('new_score').notNull(),
    /** AUTO (checked by the engine), MARKING (a teacher), OVERRIDE (a changed score) or WITHDRAWAL (exam withdrawn). */
    source: text('source').notNull(),
    /** Why: the override's reason; '' otherwise. */
    reason: text('reason').notNull().default(''),
    /** Staff member who caused the change (the teacher, or the simulating teacher). */
    actorStaffId: integer('actor_staff_id'),
    /** Student who caused the change by answering. */
    actorStudentId: integer('actor_student_id'),
    /** When the change happened. */
    createdAt: createdAt(),
  },
  (t) => [
    index('score_audit_answer_idx').on(t.answerId),
    check('score_audit_source_check', sql`${t.source} IN ('AUTO', 'MARKING', 'OVERRIDE', 'WITHDRAWAL')`),
  ],
);

/**
 * A teacher's comment bank: comments a teacher saved to insert on the scoring page, their own,
 * in their school. Deleted for good (nothing refers to a saved comment: inserting copies its text).
 */
export const bankComments = pgTable(
  'bank_comments',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The teacher whose comment it is. */
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The comment's text (at most 1,000 characters, as a marking's comment). */
    text: text('text').notNull(),
    /** When it was saved. */
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_comments_teacher_idx').on(t.schoolId, t.teacherId, t.id),
    // One comment of a text per teacher, however two saves race (md5: a 1,000-character text is too long for a
    // btree entry).
    uniqueIndex('bank_comments_text_idx').on(t.schoolId, t.teacherId, sql`md5(${t.text})`),
  ],
);
