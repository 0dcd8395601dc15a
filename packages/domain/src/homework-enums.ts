/**
 * The enumerations of homework in the back-office spec (§3 unless noted). A module of their own: the
 * back-office's entry chunk reads only the school enums (in search params), and a module is bundled whole.
 */

/** Practice status of a homework. */
export const PRACTICE_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];

/** processType values. */
export const PROCESS_TYPES = [
  '1',
  '2a',
  '2b',
  '2c',
  '2d',
  '3a',
  '3b',
  '4',
  '6',
  '7',
  '8',
  '8a',
  '8b',
  '8c',
  '8e',
  '10',
  '11a',
  '11b',
  '11c',
  '11d',
  '12',
  '13',
  '14',
] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

/** Classification of a homework. */
export const CLASSIFICATIONS = [
  'DIAGNOSE',
  'FOLLOWUP_PRACTICE',
  'CHALLENGE',
  'LSRW',
  'EXAMINATION',
  'PRACTICE',
  'COMBINATION',
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Homework level (BASIC, MEDIUM, ADVANCED, HIGH_ORDER) or test level (EASY … VERY_DIFFICULT). */
export const HOMEWORK_LEVELS = [
  'BASIC',
  'MEDIUM',
  'ADVANCED',
  'HIGH_ORDER',
  'EASY',
  'DIFFICULT',
  'HIGH_LEVEL',
  'VERY_DIFFICULT',
] as const;
export type HomeworkLevel = (typeof HOMEWORK_LEVELS)[number];

/** Difficulty of a homework (the test levels). */
export const DIFFICULTIES = ['EASY', 'MEDIUM', 'DIFFICULT', 'HIGH_LEVEL', 'VERY_DIFFICULT'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Practice type. */
export const PRACTICE_TYPES = ['AEL_PRACTICE', 'E_PRACTICE', 'EXAM', 'HKAT', 'SE_ZONE'] as const;
export type PracticeType = (typeof PRACTICE_TYPES)[number];

/** Grading state of a homework. */
export const CORRECTION_STATUSES = ['WAIT_CORRECT', 'CORRECTED', 'ANNOUNCED'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** Submission status of a student's attempt. */
export const SUBMIT_STATUSES = ['NOT_SUBMIT', 'OVERDUE', 'NORMAL', 'NO_NEED', 'DELAY'] as const;
export type SubmitStatus = (typeof SUBMIT_STATUSES)[number];

/** Issue scope of a homework. */
export const ISSUE_SCOPES = ['WHOLE_GRADE', 'SINGLE_CLASS', 'GROUP'] as const;
export type IssueScope = (typeof ISSUE_SCOPES)[number];

/** Question right status after checking (question-engine spec §3). */
export const QUESTION_RIGHT_STATUSES = ['RIGHT', 'WRONG', 'PART_RIGHT', 'NOT_CORRECT'] as const;
export type QuestionRightStatus = (typeof QUESTION_RIGHT_STATUSES)[number];
