import { createFileRoute } from '@tanstack/react-router';
import { StudentReportPage } from '../../../../../../features/report-performance/components/student-report-page';
import { parseStudentReportSearch } from '../../../../../../features/report-performance/logic/performance-search';

/** The A+ student report (spec §2 newAplusReport student): the student report's component over the A+ family. */
export const Route = createFileRoute('/home/_reportPerformance/reportCenter/newAplusReport/student')({
  validateSearch: parseStudentReportSearch,
  component: function AplusStudentRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <StudentReportPage
        family="aplus"
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
    );
  },
});
