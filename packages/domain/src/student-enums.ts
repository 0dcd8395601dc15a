/**
 * The student app's enumerations. A module of their own: a bundler places a module whole in one
 * chunk, and the back-office's chunks need none of these.
 */

/** A student's state in a test (back-office spec §4: not entered, in progress, completed). */
export const STUDENT_TEST_STATUSES = ['NOT_ENTERED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type StudentTestStatus = (typeof STUDENT_TEST_STATUSES)[number];

/** Where a homework sits on a student's home page: still to do, past its end time and not submitted, or submitted. */
export const STUDENT_HOMEWORK_GROUPS = ['TODO', 'OVERDUE', 'DONE'] as const;
export type StudentHomeworkGroup = (typeof STUDENT_HOMEWORK_GROUPS)[number];
