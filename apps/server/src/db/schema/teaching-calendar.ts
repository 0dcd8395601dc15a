import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { papers } from './curriculum';
import { homeworks } from './homework';
import { classes, schoolId } from './school';

// The school's teaching calendar: terms, the units (schedules) of a class in a term, their
// papers and their learning objectives (knowledge points). Reports group homework by these.

/** A term of a school year: semester 1–3 (spec §3 semesters). */
export const terms = pgTable(
  'terms',
  {
    /** Surrogate key (termId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** First calendar year of the school year (2026 for 2026/27). */
    schoolYear: integer('school_year').notNull(),
    /** Semester 1–3. */
    semester: integer('semester').notNull(),
    /** First day (Hong Kong, YYYY-MM-DD). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Last day, inclusive. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('terms_school_year_semester_idx').on(t.schoolId, t.schoolYear, t.semester)],
);

/** A unit of a class's teaching schedule in one term and subject (scheduleId on the wire). */
export const schedules = pgTable(
  'schedules',
  {
    /** Surrogate key (scheduleId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The class taught. */
    classId: belongsTo('class_id', () => classes.id),
    /** The term. */
    termId: belongsTo('term_id', () => terms.id),
    /** CHINESE, ENGLISH or MATH. */
    subjectCode: text('subject_code').notNull(),
    /** Name in Traditional Chinese. */
    name: text('name').notNull(),
    /** Name in English. */
    nameEn: text('name_en').notNull(),
    /** Position in the term, from 1. */
    sortOrder: integer('sort_order').notNull(),
    /** First day of the unit (Hong Kong, YYYY-MM-DD). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Last day, inclusive. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /**
     * The term's "Other homework" unit of the class and subject: it spans the term and holds the homework
     * that no other unit's papers or days claim (unitOfHomework in @harbour/domain).
     */
    otherHomework: boolean('other_homework').notNull().default(false),
    /**
     * Proposed from the textbook chapters the school uses, for a term nobody set up; a director or panel
     * head accepting or changing the unit clears it.
     */
    proposed: boolean('proposed').notNull().default(false),
  },
  (t) => [
    index('schedules_class_term_idx').on(t.classId, t.termId, t.subjectCode, t.sortOrder),
    uniqueIndex('schedules_other_homework_idx')
      .on(t.classId, t.termId, t.subjectCode)
      .where(sql`other_homework`),
  ],
);

/** A paper of a unit: a homework of the class, or a course paper not yet published. */
export const schedulePapers = pgTable(
  'schedule_papers',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The unit. */
    scheduleId: belongsTo('schedule_id', () => schedules.id),
    /** The homework, when published. */
    homeworkId: integer('homework_id').references(() => homeworks.id, { onDelete: 'cascade' }),
    /** The course paper it comes from, if any. */
    paperId: integer('paper_id').references(() => papers.id, { onDelete: 'cascade' }),
    /** Position in the unit, from 1. */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('schedule_papers_schedule_idx').on(t.scheduleId, t.sortOrder),
    index('schedule_papers_homework_idx').on(t.homeworkId),
  ],
);

/** A learning objective (knowledge point) of a unit, in one learning aspect (spec §3, §9 weights). */
export const learningObjectives = pgTable(
  'learning_objectives',
  {
    /** Surrogate key (objectiveId on the wire). */
    id: id(),
    /** Owning school. */
    schoolId: schoolId(),
    /** The unit. */
    scheduleId: belongsTo('schedule_id', () => schedules.id),
    /** The knowledge point, as questions name it in knowledge_points. */
    knowledgePoint: text('knowledge_point').notNull(),
    /** Learning aspect (LANGUAGE_KNOWLEDGE, GRAMMAR, READING, WRITING, LISTENING, SPEAKING; OTHER for math). */
    aspect: text('aspect').notNull(),
    /** Position in the unit, from 1. */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('learning_objectives_schedule_idx').on(t.scheduleId, t.knowledgePoint)],
);

/** Append-only log of changes to the teaching calendar (terms, units, imports, accepted proposals). */
export const calendarAudit = pgTable(
  'calendar_audit',
  {
    /** Surrogate key. */
    id: id(),
    /** Owning school. */
    schoolId: integer('school_id').notNull(),
    /** TERM_CREATE, TERM_UPDATE, TERM_DELETE, UNIT_CREATE, UNIT_UPDATE, UNIT_DELETE, UNITS_IMPORT, UNITS_ACCEPT or UNITS_PROPOSE. */
    action: text('action').notNull(),
    /** The term concerned (kept after it is deleted, so no foreign key). */
    termId: integer('term_id'),
    /** The unit concerned, if one (kept after it is deleted). */
    scheduleId: integer('schedule_id'),
    /** Staff member who acted; null when the server proposed units by itself (on publish). */
    actorStaffId: integer('actor_staff_id'),
    /** What changed: the values before and after, the rows imported, the homework moved. */
    detail: jsonb('detail').notNull().default({}),
    /** When it happened. */
    createdAt: createdAt(),
  },
  (t) => [index('calendar_audit_school_idx').on(t.schoolId, t.createdAt)],
);
