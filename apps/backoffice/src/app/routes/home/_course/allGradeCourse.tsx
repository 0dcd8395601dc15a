import { coursesQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AllGradeCoursePage } from '../../../../features/course-mag/components/all-grade-course-page';
import { parseAllGradeSearch } from '../../../../features/course-mag/logic/all-grade-search';

export const Route = createFileRoute('/home/_course/allGradeCourse')({
  validateSearch: parseAllGradeSearch,
  loaderDeps: ({ search }) => ({ subjectCode: search.subjectCode }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(
      coursesQueryOptions(deps.subjectCode ? { subjectCode: deps.subjectCode } : {}),
    ),
  component: AllGradeCourseRoute,
});

function AllGradeCourseRoute() {
  const navigate = Route.useNavigate();
  return (
    <AllGradeCoursePage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
  );
}
