import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../../features/report-test/logic/test-search';

/** A+ test report (spec §2 aplusTestReport pages), One student's test PDF (?studentId=): a download with its file name: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/aplusTestReport/studentPdf')({
  validateSearch: parseTestReportSearch,
  component: function AplusTestReportstudentPdfRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="aplus"
        part="pdf"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
