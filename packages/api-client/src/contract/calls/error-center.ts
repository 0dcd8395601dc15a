import { type CallDescription, call } from '../call';

/** Prefix of the mistakes centre's calls: a class's errors among the spec's report calls. */
const ERRORS = '/ael/school/v2/report/classes/{classId}/errors';

/** The contract's calls of the area (see contract/calls.ts), spread into `calls` there. */
export const errorCenterCalls = {
  getErrorCenter: call({
    name: 'getErrorCenter',
    method: 'GET',
    path: ERRORS,
    reads: ['report', 'homework', 'class'],
  }),
  getErrorQuestion: call({
    name: 'getErrorQuestion',
    method: 'GET',
    path: `${ERRORS}/questions/{questionId}`,
    reads: ['report', 'homework', 'question'],
  }),
  publishFollowUp: call({
    name: 'publishFollowUp',
    method: 'POST',
    path: `${ERRORS}/followups`,
    changes: ['homework'],
  }),
} as const satisfies Record<string, CallDescription>;
