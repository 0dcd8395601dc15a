import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const schoolId = () =>
  integer('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });

/** A school: the tenant every other row belongs to. */
export const schools = pgTable('schools', {
  /** Surrogate key. */
  id: id(),
  /** Chinese name of the school. */
  name: text('name').notNull(),
  /** English name of the school. */
  nameEn: text('name_en').notNull(),
  /** Postal address shown in the personal centre. */
  address: text('address').notNull().default(''),
  /** Telephone number shown in the personal centre. */
  phone: text('phone').notNull().default(''),
  /** When the row was created. */
  createdAt: createdAt(),
});

/** A member of staff who signs in to the back-office. */
export const staffUsers = pgTable(
  'staff_users',
  {
    /** Surrogate key (the userId on the wire). */
    id: id(),
    /** School the user works at. */
    schoolId: schoolId(),
    /** Login name, unique across the platform. */
    account: text('account').notNull(),
    /** argon2id hash of the password. */
    passwordHash: text('password_hash').notNull(),
    /** Display name in Chinese. */
    name: text('name').notNull(),
    /** Display name in English. */
    nameEn: text('name_en').notNull().default(''),
    /** MALE or FEMALE. */
    gender: text('gender').notNull().default('MALE'),
    /** Roles held (HEADMASTER, CURRICULUM_DIRECTOR, PANEL, HEAD_TEACHER, TEACHER). */
    roles: text('roles').array().notNull(),
    /** Role currently acted in; one of roles. */
    activeRole: text('active_role').notNull(),
    /** Interface language: hk or en. */
    locale: text('locale').notNull().default('hk'),
    /** Subjects taught or headed (CHINESE, ENGLISH, MATH). */
    subjectCodes: text('subject_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Course families the user may use (A_PLUS, HKAT, SE_ZONE, WRITING_ZONE). */
    textbookTypes: text('textbook_types').array().notNull().default(sql`'{}'::text[]`),
    /** Contact e-mail address. */
    email: text('email').notNull().default(''),
    /** Contact phone number. */
    phone: text('phone').notNull().default(''),
    /** When the row was created. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_users_account_idx').on(t.account),
    index('staff_users_school_idx').on(t.schoolId),
  ],
);

/** A grade of a school (1–9: P1–P6, S1–S3). */
export const grades = pgTable(
  'grades',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Grade code 1–9. */
    gradeCode: integer('grade_code').notNull(),
    /** Display name such as P1 or S3. */
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('grades_school_code_idx').on(t.schoolId, t.gradeCode)],
);

/** A class within a grade. */
export const classes = pgTable(
  'classes',
  {
    /** Surrogate key (classId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Grade the class belongs to. */
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
    /** Grade code 1–9, copied for cheap filters. */
    gradeCode: integer('grade_code').notNull(),
    /** Display name such as 1A. */
    className: text('class_name').notNull(),
    /** Class teacher (HEAD_TEACHER) of the class. */
    headTeacherId: integer('head_teacher_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Whether the class may use A_PLUS Chinese. */
    aplusChineseAccessStatus: boolean('aplus_chinese_access_status').notNull().default(true),
    /** Whether the class may use A_PLUS English. */
    aplusEnglishAccessStatus: boolean('aplus_english_access_status').notNull().default(true),
    /** Whether the class may use A_PLUS Mathematics. */
    aplusMathAccessStatus: boolean('aplus_math_access_status').notNull().default(true),
  },
  (t) => [index('classes_school_idx').on(t.schoolId, t.gradeCode)],
);

/** A group of students: a fixed group inside a class, or a cross-class group of a grade. */
export const groups = pgTable(
  'groups',
  {
    /** Surrogate key (groupId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Class of a fixed group; null for a grade-wide group. */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    /** Grade code 1–9. */
    gradeCode: integer('grade_code').notNull(),
    /** Display name. */
    groupName: text('group_name').notNull(),
    /** Whether this is a fixed group (fixedGroupStatus). */
    fixed: boolean('fixed').notNull().default(true),
  },
  (t) => [index('groups_school_idx').on(t.schoolId, t.classId)],
);

/** A student of a class; students sign in to the student apps, not here. */
export const students = pgTable(
  'students',
  {
    /** Surrogate key (studentId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Class the student is in. */
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** Class number 1–n. */
    classNumber: integer('class_number').notNull(),
    /** Chinese name. */
    name: text('name').notNull(),
    /** English name. */
    nameEn: text('name_en').notNull(),
    /** MALE or FEMALE. */
    gender: text('gender').notNull(),
    /** Login account of the student apps, unique across the platform. */
    account: text('account').notNull(),
  },
  (t) => [uniqueIndex('students_account_idx').on(t.account), index('students_class_idx').on(t.classId)],
);

/** Membership of a student in a group. */
export const groupMembers = pgTable(
  'group_members',
  {
    /** The group. */
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The student. */
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.studentId] }),
    index('group_members_student_idx').on(t.studentId),
  ],
);

/** A parent or guardian of a student (a message recipient). */
export const parents = pgTable(
  'parents',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The child. */
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Full name. */
    name: text('name').notNull(),
    /** FATHER, MOTHER or GUARDIAN. */
    relation: text('relation').notNull(),
    /** Mobile phone number. */
    phone: text('phone').notNull().default(''),
    /** E-mail address. */
    email: text('email').notNull().default(''),
  },
  (t) => [index('parents_student_idx').on(t.studentId)],
);

/** A teacher teaching one subject to one class. */
export const teachingAssignments = pgTable(
  'teaching_assignments',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The teacher. */
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The class taught. */
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The subject taught (CHINESE, ENGLISH, MATH). */
    subjectCode: text('subject_code').notNull(),
  },
  (t) => [uniqueIndex('teaching_unique_idx').on(t.teacherId, t.classId, t.subjectCode)],
);

/** A signed-in session; only the SHA-256 hash of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    /** Surrogate key. */
    id: id(),
    /** SHA-256 of the 256-bit token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** School of the session's user. */
    schoolId: schoolId(),
    /** Staff member signed in, or the teacher who opened a simulated student session. */
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Student simulated by a teacher; null for a staff session. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /**
     * The teacher's session that opened this simulated one; null for a staff session. Deleting the
     * teacher's session (logout, password change, sweep) deletes the simulated sessions with it.
     */
    parentSessionId: integer('parent_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    /** When the session was opened. */
    createdAt: createdAt(),
    /** When the session stops being accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the session was revoked by logout; null while valid. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    index('sessions_parent_idx').on(t.parentSessionId),
    index('sessions_staff_idx').on(t.staffId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed password checks counted under one key (an account, an address, a trusted device, or an
 * account's password changes), so every server instance applies the same login delays.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** What is counted: account:<name>, address:<ip>, device:<token hash> or password-change:<staff id>. */
    key: text('key').primaryKey(),
    /** Password checks counted in the current window (each is counted before it is made). */
    failures: integer('failures').notNull(),
    /** When the last counted check was made; the next delay runs from here. */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** When the count is forgotten (the end of its window). */
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_forget_idx').on(t.forgetAt)],
);

/**
 * A browser that signed in to an account with its password (OWASP's device cookie): its password
 * checks for that account are counted apart, so other people's failures do not delay it.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    /** SHA-256 of the random device token held in the browser's cookie, hex. */
    tokenHash: text('token_hash').primaryKey(),
    /** The account the browser signed in to. */
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** When the device stops being trusted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('trusted_devices_staff_idx').on(t.staffId),
    index('trusted_devices_expires_idx').on(t.expiresAt),
  ],
);

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
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
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
  chapterId: integer('chapter_id')
    .notNull()
    .references(() => chapters.id, { onDelete: 'cascade' }),
  /** Display name. */
  name: text('name').notNull(),
  /** Question ids in order. */
  questionIds: integer('question_ids').array().notNull(),
});

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
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    /** The class reached (for a group, the group's class or each class of the grade). */
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
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
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
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

/** A student's attempt at a homework; its total is the sum of its answers' scores. */
export const attempts = pgTable(
  'attempts',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The homework. */
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    /** The student. */
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Submission status (NOT_SUBMIT, OVERDUE, NORMAL, NO_NEED, DELAY). */
    submitStatus: text('submit_status').notNull().default('NOT_SUBMIT'),
    /** When the attempt was submitted. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the attempt was opened. */
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attempts_unique_idx').on(t.homeworkId, t.studentId)],
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
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    /** The bank question answered (the composite for a sub-question). */
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** Sub-question id inside a composite; '' for a whole question. */
    childKey: text('child_key').notNull().default(''),
    /** The encoded answer string (question-engine spec §3). */
    encodedAnswer: text('encoded_answer').notNull(),
    /** RIGHT, WRONG, PART_RIGHT or NOT_CORRECT. */
    rightStatus: text('right_status').notNull(),
    /** Score awarded so far. */
    score: integer('score').notNull().default(0),
    /** Increments on every new answer to the same question. */
    version: integer('version').notNull().default(1),
    /** When the latest answer arrived. */
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('answers_unique_idx').on(t.attemptId, t.questionId, t.childKey)],
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
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
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
  },
  (t) => [uniqueIndex('markings_answer_idx').on(t.answerId)],
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
    /** AUTO (checked by the engine) or MARKING (a teacher). */
    source: text('source').notNull(),
    /** Staff member who caused the change (the teacher, or the simulating teacher). */
    actorStaffId: integer('actor_staff_id'),
    /** Student who caused the change by answering. */
    actorStudentId: integer('actor_student_id'),
    /** When the change happened. */
    createdAt: createdAt(),
  },
  (t) => [index('score_audit_answer_idx').on(t.answerId)],
);

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

/** A teacher's request that a student redo a homework; open while the student has not submitted since. */
export const homeworkRedos = pgTable(
  'homework_redos',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The homework. */
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    /** The student asked to redo. */
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
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

/**
 * Every accepted upload (through an upload grant or as a task sheet): the daily upload quota counts these
 * rows, and a grant's id is unique here, so a grant stores one file however often it is sent.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Surrogate key. */
    id: id(),
    /** School of the uploader. */
    schoolId: schoolId(),
    /** Uploader as in the key prefix: a staff id, or s{studentId} for a simulated student. */
    owner: text('owner').notNull(),
    /** image, audio or pdf. */
    kind: text('kind').notNull(),
    /** Storage key the file was committed under. */
    fileKey: text('file_key').notNull(),
    /** Size in bytes. */
    size: integer('size').notNull(),
    /** Id of the upload grant used; null for uploads that need no grant (task sheets). */
    grantId: text('grant_id'),
    /** When it was accepted. */
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_day_idx').on(t.schoolId, t.owner, t.createdAt),
    uniqueIndex('uploads_grant_idx').on(t.grantId),
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

/** Remote language pack and font files (back-office spec §7 "File config"). */
export const updateFiles = pgTable(
  'update_files',
  {
    /** Surrogate key. */
    id: id(),
    /** Device the file is for (SCHOOL_PC). */
    deviceType: text('device_type').notNull(),
    /** TEXT (language pack) or FONT. */
    fileType: text('file_type').notNull(),
    /** Version such as 3.11.1. */
    versionCode: text('version_code').notNull(),
    /** URL the file is fetched from. */
    fileUrl: text('file_url').notNull(),
    /** When the row was created. */
    createdAt: createdAt(),
  },
  (t) => [index('update_files_idx').on(t.deviceType, t.fileType)],
);

/**
 * The first answer to a state-changing call sent with an Idempotency-Key header, kept 24 hours: a repeat
 * of the key by the same user gets this answer again instead of a second write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Surrogate key. */
    id: id(),
    /** School of the caller. */
    schoolId: schoolId(),
    /** Who sent it: staff id, and the simulated student's id after a colon when there is one. */
    owner: text('owner').notNull(),
    /** The client's key (one per user action, reused on retry). */
    key: text('key').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** HTTP status of the first answer; null while the first request is still running. */
    statusCode: integer('status_code'),
    /** Body of the first answer, as sent. */
    body: text('body'),
    /** When the first request arrived. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key_idx').on(t.owner, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
