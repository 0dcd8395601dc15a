import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../../features/report-test/logic/test-search';

/** A+ test report (spec §2 aplusTestReport pages), Each course (textbook chapter): score and correct rate: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/aplusTestReport/courses')({
  validateSearch: parseTestReportSearch,
  component: function AplusTestReportcoursesRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="aplus"
        part="allCourse"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
