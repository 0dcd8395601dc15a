import { createFileRoute } from '@tanstack/react-router';
import { ReportCentrePage } from '../../../../features/report-performance/components/report-centre-page';
import { parseReportCentreSearch } from '../../../../features/report-performance/logic/performance-search';

/** The newer report centre entry (spec §2 /home/newReportCenter): the same landing as /home/reportCenter. */
export const Route = createFileRoute('/home/_reportPerformance/newReportCenter')({
  validateSearch: parseReportCentreSearch,
  component: function NewReportCentreRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ReportCentrePage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
