import type { CallSchemas } from './call-schemas';

// Test reports (issue 19): testTotalReport and its children (per course, student, question and answer type), HKAT class reports.
// Request and response schemas of the area's calls, and their access, tag and summary by call name
// (spread into callSchemas in call-schemas.ts).

/** Access, documentation and schemas of the area's calls (see call-schemas.ts). */
export const reportTestCallSchemas = {} as const satisfies Record<string, CallSchemas>;
