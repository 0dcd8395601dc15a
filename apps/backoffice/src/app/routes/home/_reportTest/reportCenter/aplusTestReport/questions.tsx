import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../../features/report-test/logic/test-search';

/** A+ test report (spec §2 aplusTestReport pages), Each question: correct and score rate, common wrong answers: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/aplusTestReport/questions')({
  validateSearch: parseTestReportSearch,
  component: function AplusTestReportquestionsRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="aplus"
        part="report"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
