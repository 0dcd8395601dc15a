import type { LearningAspectCode } from '@harbour/api-client';

/** The learning aspects an objective may take (the contract's LEARNING_ASPECT_CODES, without zod). */
export const LEARNING_ASPECTS: readonly LearningAspectCode[] = [
  'LANGUAGE_KNOWLEDGE',
  'GRAMMAR',
  'READING',
  'WRITING',
  'LISTENING',
  'SPEAKING',
  'OTHER',
];
