import { z } from 'zod';
import type { CallSchemas } from './call-schemas';
import {
  classRefSchema,
  idParamSchema,
  processTypeSchema,
  scheduleParamsSchema,
  studentParamsSchema,
  subjectCodeSchema,
  textbookTypeSchema,
} from './common';
import { learningAspectSchema, scheduleSchema } from './reports';

// Unit and student reports: a unit (schedule) of a class, students × homework, mastery per learning objective; one student over a unit, a term or the year.
// Request and response schemas of the area's calls, and their access, tag and summary by call name
// (spread into callSchemas in call-schemas.ts).

/** Mastery levels of a learning objective (§3, on §9's five colour bands), from the best. */
export const masteryLevelSchema = z.enum(['FULL', 'MASTERED', 'PARTIAL', 'MINIMAL', 'NONE']);
export type MasteryLevelCode = z.infer<typeof masteryLevelSchema>;

/** Attention bands of §9: under 20 %, 20–39 %, 40–59 %. */
export const attentionBandSchema = z.enum(['UNDER_20', 'FROM_20_TO_39', 'FROM_40_TO_59']);
export type AttentionBandCode = z.infer<typeof attentionBandSchema>;

/** A student's state in one homework: handed in, due and not handed in, or still open. */
export const cellStateSchema = z.enum(['SUBMITTED', 'MISSING', 'OPEN']);
export type CellState = z.infer<typeof cellStateSchema>;

/** What a report covers: one unit, a term's units or a school year's units (of the class and subject). */
export const periodScopeSchema = z.enum(['unit', 'term', 'year']);
export type PeriodScope = z.infer<typeof periodScopeSchema>;

const schoolYearParamSchema = z.coerce.number().int().min(2000).max(2100);

/** One of scheduleId, termId or schoolYear: exactly one names the period (a 400 names the field otherwise). */
function onePeriod<T extends { scheduleId?: unknown; termId?: unknown; schoolYear?: unknown }>(
  query: T,
  ctx: z.RefinementCtx,
) {
  const given = (['scheduleId', 'termId', 'schoolYear'] as const).filter((k) => query[k] !== undefined);
  if (given.length !== 1)
    ctx.addIssue({
      code: 'custom',
      path: [given[1] ?? 'scheduleId'],
      message: 'give exactly one of scheduleId, termId or schoolYear',
    });
}

/** The class and subject a report is about. */
const classSubjectSchema = classRefSchema.extend({
  /** Subject. */
  subjectCode: subjectCodeSchema,
});

/** A query naming the class and subject of a report. */
const classSubjectQuerySchema = z.object({
  /** The class. */
  classId: idParamSchema,
  /** The subject. */
  subjectCode: subjectCodeSchema,
});

/** A unit (schedule) as these reports list it: its id and name. */
const unitRefSchema = z.object({ scheduleId: z.number().int(), name: z.string() });

/** A student as these reports name them. */
export const performanceStudentSchema = z.object({
  /** Student id. */
  studentId: z.number().int(),
  /** Name in the caller's language. */
  name: z.string(),
  /** Class number. */
  classNumber: z.number().int(),
});

/** A homework of a unit as these reports list it. */
export const performanceHomeworkSchema = z.object({
  /** Homework id. */
  eHomeworkId: z.number().int(),
  /** The unit it belongs to. */
  scheduleId: z.number().int(),
  /** Name. */
  name: z.string(),
  /** processType. */
  processType: processTypeSchema,
  /** Course family it was published from (its report's family); null when not from a course. */
  textbookType: textbookTypeSchema.nullable(),
  /** Due time (ISO). */
  endTime: z.string(),
  /** Full score (sum of its questions' maxima). */
  fullScore: z.number().int(),
  /** Students of the class it reaches. */
  assignedCount: z.number().int(),
  /** Of them, handed in. */
  submittedCount: z.number().int(),
  /** Class average: total score / total full score of the students who handed in, over their marked work; null when none did. */
  averageScoreRate: z.number().nullable(),
  /** Handed-in answers still waiting for a teacher's marking: the rates count marked work only. */
  pendingCount: z.number().int(),
});
export type PerformanceHomework = z.infer<typeof performanceHomeworkSchema>;

/** A learning objective with the class's mastery of it. */
export const objectiveMasterySchema = z.object({
  /** Objective id. */
  objectiveId: z.number().int(),
  /** The knowledge point. */
  knowledgePoint: z.string(),
  /** Its learning aspect. */
  aspect: learningAspectSchema,
  /** Questions of the unit's homework on it. */
  questionCount: z.number().int(),
  /** Score rate on those questions over the students who handed the homework in; null when nobody did. */
  scoreRate: z.number().nullable(),
  /** Mastery level of the score rate; null (grey) without a rate. */
  masteryLevel: masteryLevelSchema.nullable(),
});
export type ObjectiveMastery = z.infer<typeof objectiveMasterySchema>;

/** Objectives per mastery level (every level present), and those without a rate. */
export const levelCountsSchema = z.object({
  FULL: z.number().int(),
  MASTERED: z.number().int(),
  PARTIAL: z.number().int(),
  MINIMAL: z.number().int(),
  NONE: z.number().int(),
  /** Without a rate (nothing handed in on them). */
  NO_DATA: z.number().int(),
});

// ---- the unit report -------------------------------------------------------------------------------

/** Path of GET /ael/school/v2/report/schedules/{scheduleId}/ehomeworks. */
export const unitReportParamsSchema = scheduleParamsSchema;

/**
 * The unit report: the unit as its schedule names it, students × homework, class averages, mastery per
 * objective (weakest first).
 */
export const unitReportSchema = scheduleSchema
  .pick({
    scheduleId: true,
    classId: true,
    className: true,
    termId: true,
    subjectCode: true,
    name: true,
    startDate: true,
    endDate: true,
  })
  .extend({
    /** The unit's homework published to the class, by due time. */
    homework: z.array(performanceHomeworkSchema),
    /** Every student of the class by class number, a cell per homework in the order of `homework`. */
    students: z.array(
      performanceStudentSchema.extend({
        /** One per homework. */
        cells: z.array(
          z.object({
            /** Homework id. */
            eHomeworkId: z.number().int(),
            /** Handed in, missing (due and not handed in) or open (not yet due); null when not given to them. */
            state: cellStateSchema.nullable(),
            /** Score; null unless handed in. */
            score: z.number().int().nullable(),
            /** Score rate; null unless handed in. */
            scoreRate: z.number().nullable(),
          }),
        ),
        /** Their average score rate over the homework they handed in; null when none. */
        averageScoreRate: z.number().nullable(),
        /** Homework handed in. */
        submittedCount: z.number().int(),
        /** Homework missing (due, not handed in). */
        missingCount: z.number().int(),
      }),
    ),
    /** Class average over every handed-in homework of the unit; null when none. */
    averageScoreRate: z.number().nullable(),
    /** Mastery level of the class average. */
    masteryLevel: masteryLevelSchema.nullable(),
    /** Objectives, weakest first (lowest rate; without a rate last; then the unit's order). */
    objectives: z.array(objectiveMasterySchema),
    /** Objectives per level. */
    levelCounts: levelCountsSchema,
  });
export type UnitReport = z.infer<typeof unitReportSchema>;

// ---- students of a class over a period ---------------------------------------------------------------

/** Query of GET /students/performance: a class and subject over one unit, a term or a school year. */
export const studentsPerformanceQuerySchema = classSubjectQuerySchema
  .extend({
    /** One unit of the class. */
    scheduleId: idParamSchema.optional(),
    /** The units of a term. */
    termId: idParamSchema.optional(),
    /** The units of a school year (its first calendar year). */
    schoolYear: schoolYearParamSchema.optional(),
  })
  .superRefine(onePeriod);
export type StudentsPerformanceQuery = z.infer<typeof studentsPerformanceQuerySchema>;

/** One student's figures over a period. */
export const studentPerformanceSchema = performanceStudentSchema.extend({
  /** Homework given to them that is due or handed in. */
  dueCount: z.number().int(),
  /** Of them, handed in. */
  submittedCount: z.number().int(),
  /** submittedCount / dueCount as a percentage; null when nothing is due. */
  completionRate: z.number().nullable(),
  /** Total score / total full score of what they handed in; null when nothing. */
  scoreRate: z.number().nullable(),
  /** §9 attention band of the score rate; null when none applies. */
  attentionBand: attentionBandSchema.nullable(),
  /** Score rate over their follow-up homework (processType 2b and 2d); null when none handed in. */
  followUpScoreRate: z.number().nullable(),
  /** Catch-up (§9): the follow-up score rate is below 60 %. */
  catchUp: z.boolean(),
});
export type StudentPerformance = z.infer<typeof studentPerformanceSchema>;

/** Answer of GET /students/performance. */
export const studentsPerformanceSchema = classSubjectSchema.extend({
  /** The units covered, in order. */
  scheduleIds: z.array(z.number().int()),
  /** Homework covered. */
  homeworkCount: z.number().int(),
  /** Class average score rate; null when nothing handed in. */
  averageScoreRate: z.number().nullable(),
  /** Students by class number. */
  students: z.array(studentPerformanceSchema),
  /** Students per attention band. */
  attentionCounts: z.object({
    UNDER_20: z.number().int(),
    FROM_20_TO_39: z.number().int(),
    FROM_40_TO_59: z.number().int(),
  }),
  /** Students flagged for catch-up. */
  catchUpCount: z.number().int(),
});
export type StudentsPerformance = z.infer<typeof studentsPerformanceSchema>;

// ---- a class over the units of a term ------------------------------------------------------------------

/** Query of GET /schedules/wholeperformance. */
export const schedulesWholePerformanceQuerySchema = classSubjectQuerySchema.extend({
  /** The term. */
  termId: idParamSchema,
});
export type SchedulesWholePerformanceQuery = z.infer<typeof schedulesWholePerformanceQuerySchema>;

/** A unit of the term with the class's figures. */
export const unitPerformanceSchema = z.object({
  /** Schedule id. */
  scheduleId: z.number().int(),
  /** Name in the caller's language. */
  name: z.string(),
  /** Position in the term. */
  sortOrder: z.number().int(),
  /** First day. */
  startDate: z.string(),
  /** Last day. */
  endDate: z.string(),
  /** Proposed from the textbook chapters for a term nobody set up, not yet accepted by a director. */
  proposed: z.boolean(),
  /** Homework of the unit published to the class. */
  homeworkCount: z.number().int(),
  /** Handed in / due over the class; null when nothing is due. */
  completionRate: z.number().nullable(),
  /** Class average score rate over the marked work; null when nothing handed in. */
  averageScoreRate: z.number().nullable(),
  /** Handed-in answers of the unit still waiting for a teacher's marking (in no rate). */
  pendingCount: z.number().int(),
  /** Mastery level of the average. */
  masteryLevel: masteryLevelSchema.nullable(),
  /** Objectives per level. */
  levelCounts: levelCountsSchema,
  /** The weakest objective with a rate; null when none has one. */
  weakestObjective: objectiveMasterySchema.nullable(),
});
export type UnitPerformance = z.infer<typeof unitPerformanceSchema>;

/** Answer of GET /schedules/wholeperformance. */
export const schedulesWholePerformanceSchema = classRefSchema.extend({
  /** Term id. */
  termId: z.number().int(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** The units in order. */
  units: z.array(unitPerformanceSchema),
  /** Class average over the term; null when nothing handed in. */
  averageScoreRate: z.number().nullable(),
  /** The term's homework of the units, newest due first. */
  homework: z.array(performanceHomeworkSchema),
  /** Usage statistics of the class in the subject (§9): the past 7 and 30 days up to now. */
  usage: z.array(
    z.object({
      /** 7 or 30. */
      days: z.number().int(),
      /** Homework published to the class in those days. */
      published: z.number().int(),
      /** Hand-ins by the class's students in those days. */
      submitted: z.number().int(),
      /** Students of the class who handed something in. */
      activeStudents: z.number().int(),
    }),
  ),
});
export type SchedulesWholePerformance = z.infer<typeof schedulesWholePerformanceSchema>;

// ---- the school at a glance (the headmaster's and the curriculum director's dashboard) ------------------

/** One subject of a grade over the week so far. */
export const weekSubjectSchema = z.object({
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Homework published to the grade in the subject since the week began (not withdrawn). */
  published: z.number().int(),
  /** Students those homework reach, one per homework and student (a group's members, or the class). */
  reached: z.number().int(),
  /** Of those, handed in. */
  handedIn: z.number().int(),
  /**
   * Of those, due: the homework has ended, or the student handed in already (the reports' completion rule:
   * work still open and not handed in is not due yet).
   */
  due: z.number().int(),
  /** handedIn / due as a percentage; null when nothing is due yet. */
  submissionRate: z.number().nullable(),
});
export type WeekSubject = z.infer<typeof weekSubjectSchema>;

/** The school's usage over the past `days` days (spec §9: 7 and 30). */
export const schoolUsageSchema = z.object({
  /** 7 or 30. */
  days: z.number().int(),
  /** Teachers who published homework in those days. */
  teachersPublishing: z.number().int(),
  /** Students who handed something in. */
  activeStudents: z.number().int(),
  /** Answers of the hand-ins of those days. */
  answersGiven: z.number().int(),
});
export type SchoolUsage = z.infer<typeof schoolUsageSchema>;

/**
 * A class in a subject over a school year, as its cumulative report counts it: the homework of its units in
 * the year's terms, due (ended, or handed in) and handed in, and the average score rate of the hand-ins.
 */
export const yearClassSubjectSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeCode: z.number().int(),
  subjectCode: subjectCodeSchema,
  dueCount: z.number().int(),
  submittedCount: z.number().int(),
  /** submittedCount / dueCount as a percentage; null when nothing is due. */
  completionRate: z.number().nullable(),
  /** Total score / total marked full score of the hand-ins; null with none marked. */
  averageScoreRate: z.number().nullable(),
  /** The attention band (§9) of the average score rate; null at 60 % and over, or with no rate. */
  attentionBand: attentionBandSchema.nullable(),
});
export type YearClassSubject = z.infer<typeof yearClassSubjectSchema>;

/** A subject over a school year across the school's classes: the sums of its classes' figures. */
export const yearSubjectSchema = z.object({
  subjectCode: subjectCodeSchema,
  dueCount: z.number().int(),
  submittedCount: z.number().int(),
  completionRate: z.number().nullable(),
  averageScoreRate: z.number().nullable(),
});
export type YearSubject = z.infer<typeof yearSubjectSchema>;

/**
 * Query of GET /school/year: a school year (the one today falls in when absent); one subject of the caller's
 * (the subject report) and one course family (the category report: only homework published from its units).
 */
export const schoolYearReportQuerySchema = z.object({
  schoolYear: schoolYearParamSchema.optional(),
  subjectCode: subjectCodeSchema.optional(),
  textbookType: textbookTypeSchema.optional(),
});
export type SchoolYearReportQuery = z.infer<typeof schoolYearReportQuerySchema>;

/**
 * Answer of GET /school/year, the whole-school report: a school year's classes in the caller's subjects,
 * each as its cumulative report counts it, with the sums per grade and per subject.
 */
export const schoolYearReportSchema = z.object({
  /** The year reported; null when the school has no term yet. */
  schoolYear: z.number().int().nullable(),
  /** The school's years with a term, latest first. */
  schoolYears: z.array(z.number().int()),
  /** The reported year's terms, in order: a class's reports of the year are asked by one of them. */
  termIds: z.array(z.number().int()),
  /** The subjects the caller may report on (the subject report offers them). */
  subjects: z.array(subjectCodeSchema),
  classes: z.array(yearClassSubjectSchema),
  grades: z.array(z.object({ gradeCode: z.number().int(), subjects: z.array(yearSubjectSchema) })),
  totals: z.array(yearSubjectSchema),
});
export type SchoolYearReport = z.infer<typeof schoolYearReportSchema>;

/** A learning aspect with the score rate on it (a student's, or a grade's students'). */
export const aspectMasterySchema = z.object({
  /** Aspect. */
  aspect: learningAspectSchema,
  /** §9 weight; null without one. */
  weight: z.number().int().nullable(),
  /** Marked questions of hand-ins on it (over students, a question answered by 30 counts 30). */
  questionCount: z.number().int(),
  /** Total score / total full score of the marked questions on it; null when none. */
  scoreRate: z.number().nullable(),
  /** Mastery level of the rate. */
  masteryLevel: masteryLevelSchema.nullable(),
});

/** A subject's mastery over a school year across some classes (a grade's, or the school's). */
export const yearSubjectMasterySchema = z.object({
  subjectCode: subjectCodeSchema,
  /** Students per mastery level of their score rate over the year (NO_DATA: none of their work marked). */
  levelCounts: levelCountsSchema,
  /** Each learning aspect the work was on: the subject's weighted aspects first, in §9's order. */
  aspects: z.array(aspectMasterySchema),
  /** The subject-weighted mean of the aspects' rates (§9); null without weights or rates. */
  weightedScore: z.number().nullable(),
});
export type YearSubjectMastery = z.infer<typeof yearSubjectMasterySchema>;

/**
 * Answer of GET /school/year/mastery: the whole-school report's mastery part — per grade and per subject, the
 * students across the mastery levels and the score rate per learning aspect with the subject weights.
 */
export const schoolYearMasterySchema = z.object({
  /** The year reported; null when the school has no term yet. */
  schoolYear: z.number().int().nullable(),
  grades: z.array(z.object({ gradeCode: z.number().int(), subjects: z.array(yearSubjectMasterySchema) })),
  totals: z.array(yearSubjectMasterySchema),
});
export type SchoolYearMastery = z.infer<typeof schoolYearMasterySchema>;

/** Answer of GET /school/overview: the caller's subjects over the whole school. */
export const schoolOverviewSchema = z.object({
  /** The Hong Kong day the week began (a Sunday, as the calendar's weeks). */
  weekStart: z.string(),
  /** The subjects the caller's role reaches, in the school's order. */
  subjects: z.array(subjectCodeSchema),
  /** Each grade that has a class, with each of those subjects (in the order of `subjects`). */
  grades: z.array(z.object({ gradeCode: z.number().int(), subjects: z.array(weekSubjectSchema) })),
  /** The past 7 and 30 days up to now. */
  usage: z.array(schoolUsageSchema),
  /** The school year today falls in (its terms'), or null when the school has no term yet. */
  schoolYear: z.number().int().nullable(),
  /** This school year, each class in each subject it is taught (in grade, class and subject order). */
  classes: z.array(yearClassSubjectSchema),
  /** Each subject over the year before and this one (each year's figures up to now), for the trend. */
  years: z.array(z.object({ schoolYear: z.number().int(), subjects: z.array(yearSubjectSchema) })),
});
export type SchoolOverview = z.infer<typeof schoolOverviewSchema>;

// ---- all students over a term or year ------------------------------------------------------------------

/** Query of GET /students/wholeperformance. */
export const studentsWholePerformanceQuerySchema = classSubjectQuerySchema
  .extend({
    /** The term. */
    termId: idParamSchema.optional(),
    /** Or the school year. */
    schoolYear: schoolYearParamSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.termId === undefined) === (query.schoolYear === undefined))
      ctx.addIssue({ code: 'custom', path: ['termId'], message: 'give exactly one of termId or schoolYear' });
  });
export type StudentsWholePerformanceQuery = z.infer<typeof studentsWholePerformanceQuerySchema>;

/** Answer of GET /students/wholeperformance. */
export const studentsWholePerformanceSchema = classSubjectSchema.extend({
  /** The units covered, in order, each with its term (a school year's units span two). */
  units: z.array(unitRefSchema.extend({ termId: z.number().int() })),
  /** Students by class number, with their rate per unit (in the order of `units`). */
  students: z.array(
    studentPerformanceSchema.extend({
      /** Score rate per unit; null when nothing handed in there. */
      unitRates: z.array(z.number().nullable()),
    }),
  ),
  /** Class average per unit. */
  unitAverages: z.array(z.number().nullable()),
  /** Class average; null when nothing handed in. */
  averageScoreRate: z.number().nullable(),
});
export type StudentsWholePerformance = z.infer<typeof studentsWholePerformanceSchema>;

// ---- one student ------------------------------------------------------------------------------------------

/** Path of GET /wholeperformance/students/{studentId} and its /process2bd. */
export const studentReportParamsSchema = studentParamsSchema;

/** Query of the student report: a unit (scheduleId), a term (termId) or a year (schoolYear), a subject. */
export const studentReportQuerySchema = z
  .object({
    /** unit, term or year. */
    scope: periodScopeSchema,
    /** The unit (scope unit). */
    scheduleId: idParamSchema.optional(),
    /** The term (scope term). */
    termId: idParamSchema.optional(),
    /** The school year (scope year). */
    schoolYear: schoolYearParamSchema.optional(),
    /** The subject (required for a term or a year; a unit's own otherwise). */
    subjectCode: subjectCodeSchema.optional(),
  })
  .superRefine((query, ctx) => {
    const need = { unit: 'scheduleId', term: 'termId', year: 'schoolYear' } as const;
    const field = need[query.scope];
    if (query[field] === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${field} is required for scope ${query.scope}`,
      });
    if (query.scope !== 'unit' && query.subjectCode === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['subjectCode'],
        message: 'subjectCode is required for a term or year',
      });
  });
export type StudentReportQuery = z.infer<typeof studentReportQuerySchema>;

/** The student the report is about. */
export const reportedStudentSchema = performanceStudentSchema.extend(classRefSchema.shape);

/** A point of the trend: one homework in due-time order. */
export const trendPointSchema = z.object({
  /** Homework id. */
  eHomeworkId: z.number().int(),
  /** Name. */
  name: z.string(),
  /** processType. */
  processType: processTypeSchema,
  /** Due time (ISO). */
  endTime: z.string(),
  /** The student's state. */
  state: cellStateSchema,
  /** Their score rate; null unless handed in. */
  scoreRate: z.number().nullable(),
  /** The class average. */
  classAverageScoreRate: z.number().nullable(),
});

/** The student report. */
export const studentReportSchema = z.object({
  /** The student. */
  student: reportedStudentSchema,
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** The scope asked for. */
  scope: periodScopeSchema,
  /** The units covered, in order. */
  units: z.array(unitRefSchema),
  /** Whether the subject has §9 weights (math has none: no weighted score). */
  weighted: z.boolean(),
  /** Learning aspects: the subject's weighted aspects in §9's order (then OTHER when answered). */
  aspects: z.array(aspectMasterySchema),
  /** Weighted aspect score (§9 weights, aspects without a rate left out); null without weights or rates. */
  weightedScore: z.number().nullable(),
  /** Overall score rate (total score / total full score). */
  scoreRate: z.number().nullable(),
  /** Class average over the same homework. */
  classAverageScoreRate: z.number().nullable(),
  /** Handed in / due. */
  completionRate: z.number().nullable(),
  /** Homework handed in. */
  submittedCount: z.number().int(),
  /** Homework due or handed in. */
  dueCount: z.number().int(),
  /** Attention band of the overall score rate. */
  attentionBand: attentionBandSchema.nullable(),
  /** Follow-up score rate (processType 2b and 2d). */
  followUpScoreRate: z.number().nullable(),
  /** Catch-up: follow-up score rate below 60 %. */
  catchUp: z.boolean(),
  /** Each homework given to the student, by due time. */
  trend: z.array(trendPointSchema),
});
export type StudentReport = z.infer<typeof studentReportSchema>;

/** Answer of GET /wholeperformance/students/{studentId}/process2bd: one student's follow-up homework. */
export const studentFollowUpSchema = z.object({
  /** The student. */
  student: reportedStudentSchema,
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Follow-up homework given to them (processType 2b and 2d), by due time. */
  followUps: z.array(trendPointSchema),
  /** Their follow-up score rate. */
  followUpScoreRate: z.number().nullable(),
  /** Catch-up: below 60 %. */
  catchUp: z.boolean(),
});
export type StudentFollowUp = z.infer<typeof studentFollowUpSchema>;

/** Query of GET /process2bd/class. */
export const classFollowUpQuerySchema = studentsPerformanceQuerySchema;
export type ClassFollowUpQuery = z.infer<typeof classFollowUpQuerySchema>;

/** Answer of GET /process2bd/class: a class's follow-up homework and who needs catch-up. */
export const classFollowUpSchema = classSubjectSchema.extend({
  /** Follow-up homework of the period, by due time. */
  homework: z.array(performanceHomeworkSchema),
  /** Students by class number. */
  students: z.array(
    performanceStudentSchema.extend({
      /** Follow-up homework given to them and due or handed in. */
      dueCount: z.number().int(),
      /** Of them, handed in. */
      submittedCount: z.number().int(),
      /** Follow-up score rate. */
      followUpScoreRate: z.number().nullable(),
      /** Catch-up: below 60 %. */
      catchUp: z.boolean(),
    }),
  ),
  /** Students flagged for catch-up. */
  catchUpCount: z.number().int(),
});
export type ClassFollowUp = z.infer<typeof classFollowUpSchema>;

/** Access, documentation and schemas of the area's calls (see call-schemas.ts). */
export const reportPerformanceCallSchemas = {
  getUnitReport: {
    access: 'staff',
    tag: 'report',
    summary:
      'Unit report: the students × the unit’s homework (score rate per cell, missing marked), the class average per homework and the mastery of each learning objective, weakest first',
    params: unitReportParamsSchema,
    response: unitReportSchema,
  },
  getStudentsPerformance: {
    access: 'staff',
    tag: 'report',
    summary:
      'Each student of a class over a unit, a term or a school year: score rate, completion, attention band (§9) and catch-up',
    query: studentsPerformanceQuerySchema,
    response: studentsPerformanceSchema,
  },
  getSchedulesWholePerformance: {
    access: 'staff',
    tag: 'report',
    summary: 'A class over the units of a term: completion, average score rate and mastery per unit',
    query: schedulesWholePerformanceQuerySchema,
    response: schedulesWholePerformanceSchema,
  },
  getStudentsWholePerformance: {
    access: 'staff',
    tag: 'report',
    summary: 'All students of a class over a term or a school year, with each unit’s score rate',
    query: studentsWholePerformanceQuerySchema,
    response: studentsWholePerformanceSchema,
  },
  getStudentWholePerformance: {
    access: 'staff',
    tag: 'report',
    summary:
      'Student report over a unit, a term or a year: score rate per learning aspect with the subject weights (§9), weighted score, trend, attention band and catch-up',
    params: studentReportParamsSchema,
    query: studentReportQuerySchema,
    response: studentReportSchema,
  },
  getStudentFollowUp: {
    access: 'staff',
    tag: 'report',
    summary:
      'One student’s follow-up homework (processType 2b and 2d) and whether they need catch-up (below 60 %)',
    params: studentReportParamsSchema,
    query: studentReportQuerySchema,
    response: studentFollowUpSchema,
  },
  getSchoolOverview: {
    access: 'staff',
    tag: 'report',
    summary:
      'The school at a glance for a headmaster, a curriculum director or a panel head (their subjects): homework published and hand-ins per grade and subject this week, usage over the past 7 and 30 days (§9), each class and subject this school year with its attention band, and each subject this year against last',
    response: schoolOverviewSchema,
  },
  getSchoolYearReport: {
    access: 'staff',
    tag: 'report',
    summary:
      'The whole-school report of a school year for a headmaster, a curriculum director or a panel head (their subjects): each class and subject as its cumulative report counts it (completion, average score rate, attention band), summed per grade and per subject; of one subject (subjectReport) or one course family (categoryReport) when asked',
    query: schoolYearReportQuerySchema,
    response: schoolYearReportSchema,
  },
  getSchoolYearMastery: {
    access: 'staff',
    tag: 'report',
    summary:
      'The whole-school report’s mastery of a school year, for the same callers and the same query: per grade and per subject, the students across the mastery levels (§9) and the score rate per learning aspect with the subject weights and the weighted score',
    query: schoolYearReportQuerySchema,
    response: schoolYearMasterySchema,
  },
  getClassFollowUp: {
    access: 'staff',
    tag: 'report',
    summary: 'A class’s follow-up homework (processType 2b and 2d) and the students who need catch-up',
    query: classFollowUpQuerySchema,
    response: classFollowUpSchema,
  },
} as const satisfies Record<string, CallSchemas>;
