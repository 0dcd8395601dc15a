import {
  classesDropdownQueryOptions,
  classHomeworksQueryOptions,
  classPracticesQueryOptions,
  dashboardLayoutQueryOptions,
} from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';
import {
  chooseClassId,
  monthStart,
  NEAR_HOMEWORK_DAYS,
} from '../../../features/dashboard/logic/dashboard-search';
import { parseDashboardSearch } from '../../../features/dashboard/logic/search-params';
import { userInfoAtom } from '../../../shared/state/atoms';
import { appStore } from '../../../shared/state/store';

export const Route = createFileRoute('/home/dashboard')({
  validateSearch: parseDashboardSearch,
  loaderDeps: ({ search }) => ({ classId: search.classId, month: search.month }),
  // The class's data is asked for at once, beside the class list: the class is guessed from the session's
  // classes (the same scope as the list), so no request waits for another. The guess only prefetches: a
  // stale session (the role switched on another device) may guess a class out of scope, and that answer
  // must not fail the page. The class the list chooses is then ensured, from the cache when guessed right.
  loader: async ({ context: { queryClient }, deps }) => {
    const month = monthStart(deps.month, new Date());
    const practices = (classId: number) =>
      classPracticesQueryOptions(classId, { year: month.getFullYear(), month: month.getMonth() + 1 });
    const ending = (classId: number) =>
      classHomeworksQueryOptions({ classId, near: 'ENDING', days: NEAR_HOMEWORK_DAYS });
    const guess = chooseClassId(appStore.get(userInfoAtom)?.gradeClasses ?? [], deps.classId);
    const [grades] = await Promise.all([
      queryClient.ensureQueryData(classesDropdownQueryOptions()),
      guess !== null && queryClient.prefetchQuery(practices(guess)),
      guess !== null && queryClient.prefetchQuery(ending(guess)),
      queryClient.prefetchQuery(dashboardLayoutQueryOptions('CALENDAR')),
    ]);
    const classId = chooseClassId(grades, deps.classId);
    if (classId !== null)
      await Promise.all([
        queryClient.ensureQueryData(practices(classId)),
        queryClient.ensureQueryData(ending(classId)),
      ]);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DashboardPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
