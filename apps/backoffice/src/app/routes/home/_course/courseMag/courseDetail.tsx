import { coursePapersQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { CourseDetailPage } from '../../../../../features/course-mag/components/course-detail-page';
import { parseCourseItemSearch } from '../../../../../features/course-mag/logic/detail-search';

export const Route = createFileRoute('/home/_course/courseMag/courseDetail')({
  validateSearch: parseCourseItemSearch,
  loaderDeps: ({ search }) => ({ courseId: search.courseId }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(coursePapersQueryOptions(deps.courseId)),
  component: CourseDetailRoute,
});

function CourseDetailRoute() {
  return <CourseDetailPage search={Route.useSearch()} />;
}
