import type { CallSchemas } from './call-schemas';

// The mistakes centre (issue 19): a class's wrong and part-right answers by knowledge point and question, one question with every student's wrong answer.
// Request and response schemas of the area's calls, and their access, tag and summary by call name
// (spread into callSchemas in call-schemas.ts).

/** Access, documentation and schemas of the area's calls (see call-schemas.ts). */
export const errorCenterCallSchemas = {} as const satisfies Record<string, CallSchemas>;
