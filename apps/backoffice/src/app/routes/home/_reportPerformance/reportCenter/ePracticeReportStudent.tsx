import { createFileRoute } from '@tanstack/react-router';
import { StudentReportPage } from '../../../../../features/report-performance/components/student-report-page';
import { parseStudentReportSearch } from '../../../../../features/report-performance/logic/performance-search';

/** The ePractice student report (spec §2 ePracticeReportStudent). */
export const Route = createFileRoute('/home/_reportPerformance/reportCenter/ePracticeReportStudent')({
  validateSearch: parseStudentReportSearch,
  component: function EPracticeReportStudentRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <StudentReportPage
        family="ePractice"
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
    );
  },
});
