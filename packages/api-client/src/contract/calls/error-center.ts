import { type CallDescription, read, write } from '../call';

/** Prefix of the mistakes centre's calls: a class's errors among the spec's report calls. */
const ERRORS = '/ael/school/v2/report/classes/{classId}/errors';

/** The contract's calls of the area (see contract/calls.ts), spread into `calls` there. */
export const errorCenterCalls = {
  getErrorCenter: read('getErrorCenter', ERRORS, ['report', 'homework', 'class']),
  getErrorQuestion: read('getErrorQuestion', `${ERRORS}/questions/{questionId}`, [
    'report',
    'homework',
    'question',
  ]),
  publishFollowUp: write('publishFollowUp', 'POST', `${ERRORS}/followups`, ['homework']),
} as const satisfies Record<string, CallDescription>;
