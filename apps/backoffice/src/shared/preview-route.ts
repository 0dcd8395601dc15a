import type { ProcessType } from '@harbour/api-client';
import { processKindOf } from '@harbour/domain';

/** The preview page of a published homework (spec §2): HKAT tests, tests, course practice, other exercises. */
export function previewRouteOf(homework: {
  processType: ProcessType;
  type: string;
}): '/home/previewHkatTest' | '/home/previewTest' | '/home/previewCourse' | '/home/previewExercise' {
  const kind = processKindOf(homework.processType);
  if (kind === 'TEST') return homework.type === 'HKAT' ? '/home/previewHkatTest' : '/home/previewTest';
  if (kind === 'PRACTICE') return '/home/previewCourse';
  return '/home/previewExercise';
}
