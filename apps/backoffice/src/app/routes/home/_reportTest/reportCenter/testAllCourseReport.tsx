import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testAllCourseReport), Each course (textbook chapter): score and correct rate: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testAllCourseReport')({
  validateSearch: parseTestReportSearch,
  component: function TestAllCourseReportRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="allCourse"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
