import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testAllStudentListTypeDetail), Each answer type: score and correct rate: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testAllStudentListTypeDetail')({
  validateSearch: parseTestReportSearch,
  component: function TestAllStudentListTypeDetailRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="listType"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
