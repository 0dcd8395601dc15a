/**
 * processType classification (back-office spec §3): which kinds count as practice and which as tests.
 * A module of its own: the dashboard counts practice and tests without loading the publish rules.
 */
import type { ProcessType } from './homework-enums';

/** processTypes that count as practice (§3). */
export const PRACTICE_PROCESS_TYPES = ['1', '2a', '2b', '2c', '2d'] as const satisfies readonly ProcessType[];
/** processTypes that count as tests (§3). */
export const TEST_PROCESS_TYPES = ['3a', '3b', '4'] as const satisfies readonly ProcessType[];
/** processType of a task sheet (work paper). */
export const WORK_PAPER_PROCESS_TYPE = '13' as const satisfies ProcessType;
/**
 * textbookType of a task sheet's hand-in question: the one essay-like question a distributed task sheet's
 * homework holds, answered with photos or a PDF of the completed sheet and marked by a teacher. It belongs to
 * no course, so the bank's searches leave it out.
 */
export const TASK_SHEET_HAND_IN = 'TASK_SHEET' as const;
/** processType of a writing task. */
export const WRITING_PROCESS_TYPE = '14' as const satisfies ProcessType;

/** PRACTICE (1, 2a–2d), TEST (3a, 3b, 4) or OTHER (every other processType). */
export const PROCESS_KINDS = ['PRACTICE', 'TEST', 'OTHER'] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

/** Whether a processType counts as practice, as a test, or as neither (§3). */
export function processKindOf(processType: ProcessType): ProcessKind {
  if ((PRACTICE_PROCESS_TYPES as readonly string[]).includes(processType)) return 'PRACTICE';
  if ((TEST_PROCESS_TYPES as readonly string[]).includes(processType)) return 'TEST';
  return 'OTHER';
}

/** Whether a processType is a test (an assessment: needs a duration and a maximum; never batch-published). */
export function isTestProcess(processType: ProcessType): boolean {
  return processKindOf(processType) === 'TEST';
}
