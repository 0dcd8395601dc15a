import { createFileRoute } from '@tanstack/react-router';
import { HomeworkReportPage } from '../../../../../features/report/components/homework-report-page';
import { parseHomeworkReportSearch } from '../../../../../features/report/logic/report-search';

/** The way into an ePractice homework's report (spec §2 toEPracticeReport): the homework report's component. */
export const Route = createFileRoute('/home/_report/reportCenter/toEPracticeReport')({
  validateSearch: parseHomeworkReportSearch,
  component: function HomeworkReportRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <HomeworkReportPage
        family="ePractice"
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
