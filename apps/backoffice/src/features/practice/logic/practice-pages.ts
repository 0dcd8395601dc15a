import type { ProcessType } from '@harbour/api-client';
import { processKindOf } from '@harbour/domain';

/** What choosing a homework's pages needs: its processType and its practice type. */
export interface HomeworkKind {
  processType: ProcessType;
  /** Practice type: AEL_PRACTICE, E_PRACTICE, EXAM, HKAT or SE_ZONE. */
  type: string;
}

/** The students page of a homework (spec §2): one per kind. */
export type DetailPage =
  | '/home/practice/practiceDetail'
  | '/home/practice/testSubmit'
  | '/home/practice/hkatTestSubmit'
  | '/home/practice/ePracticeSubmit';

/** The scoring screen of a homework (spec §2): tests, HKAT tests and everything else. */
export type CorrectPage =
  | '/home/practice/practiceCorrect'
  | '/home/practice/testCorrect'
  | '/home/practice/hkatTestCorrect';

/** processTypes of ePractice (spec §3 practice type E_PRACTICE). */
const E_PRACTICE_PROCESS_TYPES: readonly ProcessType[] = ['6', '7'];
/** processType of an HKAT examination. */
const HKAT_EXAMINATION_PROCESS_TYPE: ProcessType = '8e';

/** Whether a homework is an HKAT test: an HKAT homework of a test processType, or an HKAT examination. */
export function isHkatTest(homework: HomeworkKind): boolean {
  return (
    homework.processType === HKAT_EXAMINATION_PROCESS_TYPE ||
    (homework.type === 'HKAT' && processKindOf(homework.processType) === 'TEST')
  );
}

/** Whether a homework is a test (withdrawable, scored by the test pages): tests and HKAT tests. */
export function isTestHomework(homework: HomeworkKind): boolean {
  return isHkatTest(homework) || processKindOf(homework.processType) === 'TEST';
}

/** Whether a homework is an ePractice. */
export function isEPractice(homework: HomeworkKind): boolean {
  return homework.type === 'E_PRACTICE' || E_PRACTICE_PROCESS_TYPES.includes(homework.processType);
}

/**
 * The students page of a homework: hkatTestSubmit for HKAT tests, testSubmit for tests,
 * ePracticeSubmit for ePractice, practiceDetail for practice and every other homework.
 */
export function detailPageOf(homework: HomeworkKind): DetailPage {
  if (isHkatTest(homework)) return '/home/practice/hkatTestSubmit';
  if (isTestHomework(homework)) return '/home/practice/testSubmit';
  if (isEPractice(homework)) return '/home/practice/ePracticeSubmit';
  return '/home/practice/practiceDetail';
}

/** The scoring screen of a homework: hkatTestCorrect, testCorrect, or practiceCorrect for the rest. */
export function correctPageOf(homework: HomeworkKind): CorrectPage {
  if (isHkatTest(homework)) return '/home/practice/hkatTestCorrect';
  if (isTestHomework(homework)) return '/home/practice/testCorrect';
  return '/home/practice/practiceCorrect';
}
