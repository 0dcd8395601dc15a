import { createFileRoute } from '@tanstack/react-router';
import { TestReportPage } from '../../../../../features/report-test/components/test-report-page';
import { parseTestReportSearch } from '../../../../../features/report-test/logic/test-search';

/** Test report (spec §2 testStudentPdf), One student's test PDF (?studentId=): a download with its file name: ?eHomeworkId=&classId=&view=. */
export const Route = createFileRoute('/home/_reportTest/reportCenter/testStudentPdf')({
  validateSearch: parseTestReportSearch,
  component: function TestStudentPdfRoute() {
    const navigate = Route.useNavigate();
    return (
      <TestReportPage
        family="test"
        part="pdf"
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
