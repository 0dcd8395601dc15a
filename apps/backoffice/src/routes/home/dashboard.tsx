import { classesDropdownQueryOptions, classPracticesQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import {
  chooseClassId,
  monthStart,
  parseDashboardSearch,
} from '../../features/dashboard/logic/dashboard-search';

export const Route = createFileRoute('/home/dashboard')({
  validateSearch: parseDashboardSearch,
  loaderDeps: ({ search }) => ({ classId: search.classId, month: search.month }),
  loader: async ({ context: { queryClient }, deps }) => {
    const grades = await queryClient.ensureQueryData(classesDropdownQueryOptions());
    const classId = chooseClassId(grades, deps.classId);
    const month = monthStart(deps.month, new Date());
    if (classId !== null)
      await queryClient.ensureQueryData(
        classPracticesQueryOptions(classId, { year: month.getFullYear(), month: month.getMonth() + 1 }),
      );
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DashboardPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
