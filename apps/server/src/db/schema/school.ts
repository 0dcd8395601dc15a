import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';

// The school and its people: staff, grades, classes, groups, students, parents, teaching assignments.

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

/** The school a row belongs to; deleting a school deletes its rows. */
export const schoolId = () => belongsTo('school_id', () => schools.id);

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
    gradeId: belongsTo('grade_id', () => grades.id),
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
    /**
     * A group made of the chosen students one homework was published to (publish target STUDENTS, a
     * mistakes-centre follow-up): it limits that homework's reach like any group, and no class select offers it.
     */
    chosenStudents: boolean('chosen_students').notNull().default(false),
  },
  (t) => [index('groups_school_idx').on(t.schoolId, t.classId)],
);

/** A student of a class; students sign in to the student app (/student/) with account and password. */
export const students = pgTable(
  'students',
  {
    /** Surrogate key (studentId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** Class the student is in. */
    classId: belongsTo('class_id', () => classes.id),
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
    /** argon2id hash of the student app's password; null until a teacher sets one (no sign-in before). */
    passwordHash: text('password_hash'),
    /**
     * When the student joined this class; null when they have been in it since before anything was set to it.
     * Homework that ended before they joined does not ask it of them (joinedAfterEnd: NO_NEED).
     */
    joinedClassAt: timestamp('joined_class_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('students_account_idx').on(t.account),
    index('students_class_idx').on(t.classId),
    // Class-number order within a class: the marking screen's keyset paging through a class.
    index('students_class_number_idx').on(t.classId, t.classNumber, t.id),
  ],
);

/** Membership of a student in a group. */
export const groupMembers = pgTable(
  'group_members',
  {
    /** The group. */
    groupId: belongsTo('group_id', () => groups.id),
    /** The student. */
    studentId: belongsTo('student_id', () => students.id),
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
    studentId: belongsTo('student_id', () => students.id),
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
    teacherId: belongsTo('teacher_id', () => staffUsers.id),
    /** The class taught. */
    classId: belongsTo('class_id', () => classes.id),
    /** The subject taught (CHINESE, ENGLISH, MATH). */
    subjectCode: text('subject_code').notNull(),
  },
  (t) => [uniqueIndex('teaching_unique_idx').on(t.teacherId, t.classId, t.subjectCode)],
);
