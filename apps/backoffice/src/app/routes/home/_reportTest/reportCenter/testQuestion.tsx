import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testQuestion), One question (?questionId=): right answer, rates and every wrong answer with the names: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testQuestion')({
  validateSearch: parseTestReportSearch,
  component: function TestQuestionRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="question"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
