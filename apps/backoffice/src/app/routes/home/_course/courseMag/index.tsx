import { classesDropdownQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { CourseMagPage } from '../../../../../features/course-mag/components/course-mag-page';
import { parseCourseSearch } from '../../../../../features/course-mag/logic/course-search';

export const Route = createFileRoute('/home/_course/courseMag/')({
  validateSearch: parseCourseSearch,
  loaderDeps: ({ search }) => ({ subjectCode: search.subjectCode }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(
      classesDropdownQueryOptions(deps.subjectCode ? { subjectCode: deps.subjectCode } : {}),
    ),
  component: CourseMagRoute,
});

function CourseMagRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CourseMagPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
