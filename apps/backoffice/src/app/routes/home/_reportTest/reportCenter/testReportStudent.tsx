import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testReportStudent), One student (?studentId=): score, rank and per course: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testReportStudent')({
  validateSearch: parseTestReportSearch,
  component: function TestReportStudentRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="student"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
