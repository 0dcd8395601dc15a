import { createFileRoute } from '@tanstack/react-router';
import { ReportCentrePage } from '../../../../../features/report-performance/components/report-centre-page';
import { parseReportCentreSearch } from '../../../../../features/report-performance/logic/performance-search';

/** The report centre (spec §2 /home/reportCenter): class, subject and term from the URL. */
export const Route = createFileRoute('/home/_reportPerformance/reportCenter/')({
  validateSearch: parseReportCentreSearch,
  component: function ReportCentreRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ReportCentrePage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
