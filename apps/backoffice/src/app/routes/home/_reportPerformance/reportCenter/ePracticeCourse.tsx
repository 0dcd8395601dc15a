import { createFileRoute } from '@tanstack/react-router';
import { UnitReportPage } from '../../../../../features/report-performance/components/unit-report-page';
import { parseReportCentreSearch } from '../../../../../features/report-performance/logic/performance-search';

/** The ePractice unit report (spec §2 ePracticeCourse): one unit of the class. */
export const Route = createFileRoute('/home/_reportPerformance/reportCenter/ePracticeCourse')({
  validateSearch: parseReportCentreSearch,
  component: function EPracticeCourseRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <UnitReportPage
        family="ePractice"
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
    );
  },
});
