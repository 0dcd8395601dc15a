import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../../features/report-test/logic/test-search';

/** A+ test report (spec §2 aplusTestReport pages), Each student: score, rank, rate and per course: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/aplusTestReport/students')({
  validateSearch: parseTestReportSearch,
  component: function AplusTestReportstudentsRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="aplus"
        part="allStudent"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
