import type {
  PracticeStatus,
  ProcessType,
  QuestionRightStatus,
  StudentHomeworkGroup,
  StudentTestStatus,
  SubjectCode,
  SubmitStatus,
} from '@harbour/api-client';
import { formatHongKongDateTime } from '@harbour/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Subjects (spec §3), as the back-office names them. */
export const SUBJECT_LABELS: Record<SubjectCode, MessageDescriptor> = {
  CHINESE: msg`Chinese`,
  ENGLISH: msg`English`,
  MATH: msg`Mathematics`,
};

/** What each processType is (spec §3), the back-office's words. */
export const PROCESS_TYPE_LABELS: Record<ProcessType, MessageDescriptor> = {
  '1': msg`Self-study preview`,
  '2a': msg`Class practice`,
  '2b': msg`Follow-up practice`,
  '2c': msg`Challenge`,
  '2d': msg`Listening, speaking, reading and writing`,
  '3a': msg`Diagnostic test`,
  '3b': msg`Unit test`,
  '4': msg`Examination`,
  '6': msg`ePractice`,
  '7': msg`ePractice`,
  '8': msg`HKAT practice`,
  '8a': msg`HKAT practice`,
  '8b': msg`HKAT practice`,
  '8c': msg`HKAT practice`,
  '8e': msg`HKAT examination`,
  '10': msg`SE Zone`,
  '11a': msg`SE Zone`,
  '11b': msg`SE Zone`,
  '11c': msg`SE Zone`,
  '11d': msg`SE Zone`,
  '12': msg`eExercise`,
  '13': msg`Task sheet`,
  '14': msg`Writing`,
};

/** Practice status of the student's homework (spec §3). */
export const PRACTICE_STATUS_LABELS: Record<PracticeStatus, MessageDescriptor> = {
  NOT_STARTED: msg`Not started`,
  IN_PROGRESS: msg`In progress`,
  FINISHED: msg`Finished`,
};

/** Submit status (spec §3, §4: not submitted, overdue, on time, no need to submit, late). */
export const SUBMIT_STATUS_LABELS: Record<SubmitStatus, MessageDescriptor> = {
  NOT_SUBMIT: msg`Not submitted`,
  OVERDUE: msg`Overdue`,
  NORMAL: msg`Submitted on time`,
  NO_NEED: msg`No need to submit`,
  DELAY: msg`Submitted late`,
};

/** A student's state in a test (spec §4). */
export const STUDENT_TEST_STATUS_LABELS: Record<StudentTestStatus, MessageDescriptor> = {
  NOT_ENTERED: msg`Not entered`,
  IN_PROGRESS: msg`Test in progress`,
  COMPLETED: msg`Completed`,
};

/** The home page's sections. */
export const GROUP_LABELS: Record<StudentHomeworkGroup, MessageDescriptor> = {
  TODO: msg`To do`,
  OVERDUE: msg`Overdue`,
  DONE: msg`Done`,
};

/** How an answer was judged (question-engine spec §3); NOT_CORRECT waits for the teacher. */
export const VERDICT_LABELS: Record<QuestionRightStatus, MessageDescriptor> = {
  RIGHT: msg`right`,
  WRONG: msg`wrong`,
  PART_RIGHT: msg`partly right`,
  NOT_CORRECT: msg`waiting for the teacher's marking`,
};

/** A Hong Kong date and time in the page's language (上午/下午 on a Chinese page, am/pm on an English one). */
export function formatDateTime(instant: string, locale: string): string {
  return formatHongKongDateTime(instant, locale === 'en' ? 'en' : 'hk');
}
