import {
  classesDropdownQueryOptions,
  classHomeworksQueryOptions,
  classPracticesQueryOptions,
} from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';
import {
  chooseClassId,
  monthStart,
  NEAR_HOMEWORK_DAYS,
} from '../../../features/dashboard/logic/dashboard-search';
import { parseDashboardSearch } from '../../../features/dashboard/logic/search-params';

export const Route = createFileRoute('/home/dashboard')({
  validateSearch: parseDashboardSearch,
  loaderDeps: ({ search }) => ({ classId: search.classId, month: search.month }),
  loader: async ({ context: { queryClient }, deps }) => {
    const grades = await queryClient.ensureQueryData(classesDropdownQueryOptions());
    const classId = chooseClassId(grades, deps.classId);
    const month = monthStart(deps.month, new Date());
    if (classId !== null)
      await Promise.all([
        queryClient.ensureQueryData(
          classPracticesQueryOptions(classId, { year: month.getFullYear(), month: month.getMonth() + 1 }),
        ),
        queryClient.ensureQueryData(
          classHomeworksQueryOptions({ classId, near: 'ENDING', days: NEAR_HOMEWORK_DAYS }),
        ),
      ]);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DashboardPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
