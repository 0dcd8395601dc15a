import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testTotalReport), Overview: totals, score distribution and the hardest question: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testTotalReport')({
  validateSearch: parseTestReportSearch,
  component: function TestTotalReportRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="total"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
