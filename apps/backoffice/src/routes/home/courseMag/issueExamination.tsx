import { classesDropdownQueryOptions, coursePapersQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { parseCourseItemSearch } from '../../../features/course-mag/logic/detail-search';
import { PublishPage } from '../../../features/publish/components/publish-page';

export const Route = createFileRoute('/home/courseMag/issueExamination')({
  // The loader goes with the page: its calls would otherwise put the contract (and zod) in the entry chunk.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: parseCourseItemSearch,
  loaderDeps: ({ search }) => ({ courseId: search.courseId }),
  loader: async ({ context: { queryClient }, deps }) => {
    const { course } = await queryClient.ensureQueryData(coursePapersQueryOptions(deps.courseId));
    await queryClient.ensureQueryData(
      classesDropdownQueryOptions({ subjectCode: course.subjectCode, gradeCode: course.gradeCode }),
    );
  },
  component: PublishRoute,
});

function PublishRoute() {
  const search = Route.useSearch();
  return <PublishPage kind="test" courseId={search.courseId} paperId={search.paperId} />;
}
