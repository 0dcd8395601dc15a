import { z } from 'zod';
import { dateSchema, idParamSchema, idSchema, subjectCodeSchema, textSchema } from './common';
import { learningAspectSchema, termSchema } from './reports';

// Setting up the teaching calendar (calls the spec does not show, under the school prefix): a school's terms,
// each class's units per subject with their papers and learning objectives, and the import of a scheme of work.

/** Longest unit name, in either language. */
export const UNIT_NAME_MAX = 50;
/** Longest knowledge point of a learning objective. */
export const KNOWLEDGE_POINT_MAX = 100;
/** Most papers of one unit. */
export const UNIT_PAPERS_MAX = 50;
/** Most learning objectives of one unit. */
export const UNIT_OBJECTIVES_MAX = 100;
/** Most rows of one scheme-of-work import. */
export const IMPORT_ROWS_MAX = 500;
/** Longest cell of an imported row. */
export const IMPORT_CELL_MAX = 2000;

/** Body of POST /ael/school/common/terms and PUT /terms/{termId}. */
export const termBodySchema = z.object({
  /** First calendar year of the school year (2026 for 2026/27). */
  schoolYear: z.number().int().min(2000).max(2100),
  /** Semester 1–3. */
  semester: z.number().int().min(1).max(3),
  /** First day (Hong Kong, YYYY-MM-DD). */
  startDate: dateSchema,
  /** Last day, inclusive. */
  endDate: dateSchema,
});
export type TermBody = z.infer<typeof termBodySchema>;

/** Path of PUT and DELETE /terms/{termId} and POST /terms/{termId}/schedules/import. */
export const termParamsSchema = z.object({
  /** Term id. */
  termId: idParamSchema,
});

/** Query of GET /terms. */
export const schoolTermsQuerySchema = z.object({
  /** Only the terms of this school year (its first calendar year). */
  schoolYear: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** Answer of GET /terms: the school's terms, newest first. */
export const schoolTermsSchema = z.array(termSchema);

/** Answer of POST and PUT /terms: the term as it is now. */
export const termResultSchema = termSchema;

/** Answer of DELETE /terms/{termId}. */
export const deleteTermResultSchema = z.object({
  /** The term deleted. */
  termId: z.number().int(),
  /** Units (without homework) deleted with it. */
  deletedUnits: z.number().int(),
});

/** A learning objective of a unit as a director writes it. */
export const objectiveInputSchema = z.object({
  /** The knowledge point, as questions name it. */
  knowledgePoint: textSchema.trim().min(1).max(KNOWLEDGE_POINT_MAX),
  /** Its learning aspect (§9). */
  aspect: learningAspectSchema,
});
export type ObjectiveInput = z.infer<typeof objectiveInputSchema>;

/** What a director writes of a unit. */
const unitFields = {
  /** Name in Traditional Chinese. */
  name: textSchema.trim().min(1).max(UNIT_NAME_MAX),
  /** Name in English. */
  nameEn: textSchema.trim().min(1).max(UNIT_NAME_MAX),
  /** First day (Hong Kong, YYYY-MM-DD), inside the term. */
  startDate: dateSchema,
  /** Last day, inclusive, inside the term. */
  endDate: dateSchema,
  /** Position in the term, from 1; after the last unit when absent. */
  sortOrder: z.number().int().min(1).max(999).optional(),
  /** Course papers the unit plans, in order (of the class's grade and the subject). */
  paperIds: z.array(idSchema).max(UNIT_PAPERS_MAX).optional(),
  /** Learning objectives, in order. */
  objectives: z.array(objectiveInputSchema).max(UNIT_OBJECTIVES_MAX).optional(),
};

/** Body of POST /ael/school/common/schedules: a new unit of a class in a term and subject. */
export const createUnitBodySchema = z.object({
  /** The class. */
  classId: idSchema,
  /** The term. */
  termId: idSchema,
  /** The subject. */
  subjectCode: subjectCodeSchema,
  ...unitFields,
});
export type CreateUnitBody = z.infer<typeof createUnitBodySchema>;

/** Body of PUT /schedules/{scheduleId}: the unit's fields (class, term and subject stay). */
export const updateUnitBodySchema = z.object(unitFields);
export type UpdateUnitBody = z.infer<typeof updateUnitBodySchema>;

/** Path of PUT and DELETE /schedules/{scheduleId}. */
export const unitParamsSchema = z.object({
  /** Schedule (unit) id. */
  scheduleId: idParamSchema,
});

/** A unit as the set-up page edits it: both names, its papers and objectives. */
export const unitSetupSchema = z.object({
  /** Schedule id. */
  scheduleId: z.number().int(),
  /** Class id. */
  classId: z.number().int(),
  /** Term id. */
  termId: z.number().int(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Name in Traditional Chinese. */
  name: z.string(),
  /** Name in English. */
  nameEn: z.string(),
  /** Position in the term, from 1. */
  sortOrder: z.number().int(),
  /** First day (Hong Kong, YYYY-MM-DD). */
  startDate: z.string(),
  /** Last day, inclusive. */
  endDate: z.string(),
  /** Proposed from the textbook chapters, not yet accepted or changed by a director or panel head. */
  proposed: z.boolean(),
  /** The term's "Other homework" unit (made by publishing; not edited here). */
  otherHomework: z.boolean(),
  /** Homework published into the unit. */
  homeworkCount: z.number().int(),
  /** Planned course papers, in order. */
  papers: z.array(z.object({ paperId: z.number().int(), name: z.string() })),
  /** Learning objectives, in order. */
  objectives: z.array(z.object({ knowledgePoint: z.string(), aspect: learningAspectSchema })),
});
export type UnitSetup = z.infer<typeof unitSetupSchema>;

/** Path of the set-up calls of one class in one term. */
export const classTermParamsSchema = z.object({
  /** Class id. */
  classId: idParamSchema,
  /** Term id. */
  termId: idParamSchema,
});

/** Query of GET /classes/{classId}/term/{termId}/schedules/setup. */
export const unitSetupQuerySchema = z.object({
  /** The subject (required: a unit belongs to one). */
  subjectCode: subjectCodeSchema,
});

/** Answer of GET …/schedules/setup: the class's units of the subject in the term, in order. */
export const unitsSetupSchema = z.array(unitSetupSchema);

/** Body of POST …/schedules/accept and …/schedules/propose. */
export const classTermSubjectBodySchema = z.object({
  /** The subject. */
  subjectCode: subjectCodeSchema,
});

/** Answer of POST …/schedules/accept and …/schedules/propose. */
export const unitCountResultSchema = z.object({
  /** Units accepted, or proposed. */
  count: z.number().int(),
});

/** Answer of DELETE /schedules/{scheduleId}. */
export const deleteUnitResultSchema = z.object({
  /** The unit deleted. */
  scheduleId: z.number().int(),
  /** Homework moved to the term's "Other homework" unit. */
  movedHomework: z.number().int(),
});

/** One cell of an imported row: text as the file holds it (checked row by row on the server). */
const cell = textSchema.max(IMPORT_CELL_MAX);

/** A row of a scheme of work, as the browser read it from the file's columns. */
export const importRowSchema = z.object({
  /** Class name, as the school names it (3B). */
  className: cell,
  /** Subject: CHINESE, ENGLISH, MATH, or its name (中文, 英文, 數學; Chinese, English, Mathematics). */
  subject: cell,
  /** Unit name in Traditional Chinese. */
  name: cell,
  /** Unit name in English. */
  nameEn: cell,
  /** First day, YYYY-MM-DD (or YYYY/MM/DD). */
  startDate: cell,
  /** Last day. */
  endDate: cell,
  /** Position in the term; empty for after the class's previous rows. */
  sortOrder: cell.optional(),
  /** Course paper names of the class's grade and subject, separated by ";". */
  papers: cell.optional(),
  /** Learning objectives "ASPECT: knowledge point", separated by ";". */
  objectives: cell.optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** Body of POST /terms/{termId}/schedules/import. */
export const importBodySchema = z.object({
  /** Check only: store nothing, answer what is wrong. */
  dryRun: z.boolean(),
  /** The rows under the header, in the file's order. */
  rows: z.array(importRowSchema).min(1).max(IMPORT_ROWS_MAX),
});
export type ImportBody = z.infer<typeof importBodySchema>;

/** What is wrong with one imported row. */
export const importProblemSchema = z.object({
  /** Row number among the data rows, from 1 (the header not counted). */
  row: z.number().int(),
  /** The column: className, subject, name, nameEn, startDate, endDate, sortOrder, papers or objectives. */
  field: z.string(),
  /** What is wrong, in the caller's language. */
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** Answer of the import: its problems; committed only when there are none and it was not a dry run. */
export const importResultSchema = z.object({
  /** Rows read. */
  rowCount: z.number().int(),
  /** Every problem found, by row; empty when the file is good. */
  problems: z.array(importProblemSchema),
  /** Whether the units were stored (all of them, in one transaction). */
  committed: z.boolean(),
  /** Units created. */
  created: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
