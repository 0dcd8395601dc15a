import { createFileRoute } from '@tanstack/react-router';
import { ClassOverviewPage } from '../../../../../features/report-performance/components/class-overview-page';
import { parseReportCentreSearch } from '../../../../../features/report-performance/logic/performance-search';

/** The class overview (spec §2 homeOverView). */
export const Route = createFileRoute('/home/_reportPerformance/reportCenter/homeOverView')({
  validateSearch: parseReportCentreSearch,
  component: function ClassOverviewRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ClassOverviewPage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
