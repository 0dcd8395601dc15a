import type { PracticeListItem } from '@harbour/api-client';

/** The preview page of a published homework (spec §2): HKAT tests, tests, course practice, other exercises. */
export function previewRouteOf(
  homework: Pick<PracticeListItem, 'processKind' | 'type'>,
): '/home/previewHkatTest' | '/home/previewTest' | '/home/previewCourse' | '/home/previewExercise' {
  if (homework.processKind === 'TEST')
    return homework.type === 'HKAT' ? '/home/previewHkatTest' : '/home/previewTest';
  if (homework.processKind === 'PRACTICE') return '/home/previewCourse';
  return '/home/previewExercise';
}
