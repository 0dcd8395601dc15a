import type { SubjectCode } from '@harbour/api-client';

/** Subjects of the subject filter. */
export const NEAR_SUBJECTS: readonly SubjectCode[] = ['CHINESE', 'ENGLISH', 'MATH'];
