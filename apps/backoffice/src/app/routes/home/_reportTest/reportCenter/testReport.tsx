import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testReport), Each question: correct and score rate, common wrong answers: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testReport')({
  validateSearch: parseTestReportSearch,
  component: function TestReportRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="report"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
