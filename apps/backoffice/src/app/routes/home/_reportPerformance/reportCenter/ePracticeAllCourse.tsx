import { createFileRoute } from '@tanstack/react-router';
import { UnitReportPage } from '../../../../../features/report-performance/components/unit-report-page';
import { parseReportCentreSearch } from '../../../../../features/report-performance/logic/performance-search';

/** The ePractice units of a term (spec §2 ePracticeAllCourse): the unit report's component, listing the term's units until one is chosen. */
export const Route = createFileRoute('/home/_reportPerformance/reportCenter/ePracticeAllCourse')({
  validateSearch: parseReportCentreSearch,
  component: function EPracticeAllCourseRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <UnitReportPage
        family="ePracticeAll"
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
    );
  },
});
