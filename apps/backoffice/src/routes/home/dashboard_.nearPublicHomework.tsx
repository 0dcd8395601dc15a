import { classesDropdownQueryOptions, classHomeworksQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { NearHomeworkPage } from '../../features/dashboard/components/near-homework-page';
import { chooseClassId } from '../../features/dashboard/logic/dashboard-search';
import { DEFAULT_NEAR_DAYS, parseNearSearch } from '../../features/dashboard/logic/near-homework';

export const Route = createFileRoute('/home/dashboard_/nearPublicHomework')({
  validateSearch: parseNearSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const grades = await queryClient.ensureQueryData(classesDropdownQueryOptions());
    const classId = chooseClassId(grades, deps.classId);
    if (classId !== null)
      await queryClient.ensureQueryData(
        classHomeworksQueryOptions({
          classId,
          near: 'PUBLISHED',
          days: deps.days ?? DEFAULT_NEAR_DAYS,
          ...(deps.subjectCode ? { subjectCode: deps.subjectCode } : {}),
        }),
      );
  },
  component: NearRoute,
});

function NearRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NearHomeworkPage list="PUBLISHED" search={search} onSearch={(next) => void navigate({ search: next })} />
  );
}
