import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../../features/report-test/logic/test-search';

/** A+ test report (spec §2 aplusTestReport pages), One course (?courseId=, 0: no chapter): its questions and each student on it: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/aplusTestReport/course')({
  validateSearch: parseTestReportSearch,
  component: function AplusTestReportcourseRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="aplus"
        part="course"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
