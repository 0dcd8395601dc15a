import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testAllStudentReport), Each student: score, rank, rate and per course: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testAllStudentReport')({
  validateSearch: parseTestReportSearch,
  component: function TestAllStudentReportRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="allStudent"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
