import { createFileRoute } from '@tanstack/react-router';
import { UnitReportPage } from '../../../../../../features/report-performance/components/unit-report-page';
import { parseReportCentreSearch } from '../../../../../../features/report-performance/logic/performance-search';

/** The A+ unit report (spec §2 newAplusReport course): the unit report's component over the A+ family. */
export const Route = createFileRoute('/home/_reportPerformance/reportCenter/newAplusReport/course')({
  validateSearch: parseReportCentreSearch,
  component: function AplusCourseRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <UnitReportPage family="aplus" search={search} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
