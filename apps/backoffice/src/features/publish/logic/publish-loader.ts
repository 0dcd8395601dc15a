import { classesDropdownQueryOptions, coursePapersQueryOptions } from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Loader of the publish routes (homework, test, HKAT test): the course (its papers) and the classes of its
 * subject and grade, the targets of the form. Loaded with the page (src/app/route-families/course.tsx): its
 * calls would otherwise put the contract (and zod) in the entry chunk.
 */
export async function loadPublishPage(queryClient: QueryClient, courseId: number): Promise<void> {
  const { course } = await queryClient.ensureQueryData(coursePapersQueryOptions(courseId));
  await queryClient.ensureQueryData(
    classesDropdownQueryOptions({ subjectCode: course.subjectCode, gradeCode: course.gradeCode }),
  );
}
