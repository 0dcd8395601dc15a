import { createFileRoute } from '@tanstack/react-router';
import { HomeworkReportPage } from '../../../../../features/report/components/homework-report-page';
import { parseHomeworkReportSearch } from '../../../../../features/report/logic/report-search';

/** The ePractice homework report's detail (spec §2 ePracticeReportDetail): the homework report opened on its students. */
export const Route = createFileRoute('/home/_report/reportCenter/ePracticeReportDetail')({
  validateSearch: parseHomeworkReportSearch,
  component: function HomeworkReportRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <HomeworkReportPage
        family="ePractice"
        defaultTab="students"
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
