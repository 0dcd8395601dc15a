import { classesDropdownQueryOptions, coursePapersQueryOptions } from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { PublishPage, type PublishPageProps } from './publish-page';

/** The publish routes of a paper (spec §2): homework, test, HKAT test (route ids, inside the course pages' layout). */
export type PublishPath =
  | '/home/_course/courseMag/courseOptions'
  | '/home/_course/courseMag/issueExamination'
  | '/home/_course/courseMag/hkatTestDetail';

/**
 * Loader of the publish routes: the course (its papers) and the classes of its subject and grade, the
 * targets of the form. It goes with the page (the code splitting of vite.config.ts): its calls would
 * otherwise put the contract (and zod) in the entry chunk.
 */
export async function loadPublishPage(queryClient: QueryClient, courseId: number): Promise<void> {
  const { course } = await queryClient.ensureQueryData(coursePapersQueryOptions(courseId));
  await queryClient.ensureQueryData(
    classesDropdownQueryOptions({ subjectCode: course.subjectCode, gradeCode: course.gradeCode }),
  );
}

/** The page of a publish route, for the course and paper of the URL. */
export function PublishRoute({ path, kind }: { path: PublishPath; kind: PublishPageProps['kind'] }) {
  const search = useSearch({ from: path });
  return <PublishPage kind={kind} courseId={search.courseId} paperId={search.paperId} />;
}
