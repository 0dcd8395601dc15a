import type { CallDescription } from '../call';

/** The contract's calls of the area (see contract/calls.ts), spread into `calls` there. */
export const reportPerformanceCalls = {} as const satisfies Record<string, CallDescription>;
