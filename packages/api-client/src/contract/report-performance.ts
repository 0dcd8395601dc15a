import type { CallSchemas } from './call-schemas';

// Unit and student reports (issue 19): a unit (schedule) of a class, students × homework, mastery per learning objective; one student over a unit, a term or the year.
// Request and response schemas of the area's calls, and their access, tag and summary by call name
// (spread into callSchemas in call-schemas.ts).

/** Access, documentation and schemas of the area's calls (see call-schemas.ts). */
export const reportPerformanceCallSchemas = {} as const satisfies Record<string, CallSchemas>;
