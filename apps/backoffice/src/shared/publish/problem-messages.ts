import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PublishProblem } from './publish-form';

/** The messages of the form's problems (spec §5 rules; wording shared with the server's). */
export const PROBLEM_MESSAGES: Record<PublishProblem, MessageDescriptor> = {
  HOMEWORK_NAME_REQUIRED: msg`Please enter the homework name`,
  HOMEWORK_NAME_TOO_LONG: msg`The homework name can be at most 50 characters`,
  END_BEFORE_TODAY: msg`The end date cannot be before today`,
  END_BEFORE_START: msg`The end date cannot be before the start date`,
  START_AFTER_END: msg`The start date cannot be later than the end date`,
  TEST_DURATION_REQUIRED: msg`Please enter the test duration`,
  TEST_DURATION_ABOVE_PERIOD: msg`The duration cannot be longer than the test period`,
  TEST_MAXIMUM_REQUIRED: msg`Please enter the maximum value`,
  MAXIMUM_ABOVE_100: msg`The maximum value cannot be above 100%`,
  QUESTION_NUMBERS_FORMAT: msg`Question numbers must be a list such as 1,2,5-8`,
  START_REQUIRED: msg`Please choose the start date and time`,
  END_REQUIRED: msg`Please choose the end date and time`,
  TARGET_REQUIRED: msg`Please choose a whole grade, a class or a group`,
  NUMBER_FORMAT: msg`Please enter a whole number`,
  INSUFFICIENT_QUESTIONS: msg`Insufficient number of questions: the paper does not have so many`,
};
