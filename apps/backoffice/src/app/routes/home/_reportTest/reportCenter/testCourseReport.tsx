import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testCourseReport), One course (?courseId=, 0: no chapter): its questions and each student on it: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testCourseReport')({
  validateSearch: parseTestReportSearch,
  component: function TestCourseReportRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="course"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
