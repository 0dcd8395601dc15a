import { createFileRoute } from '@tanstack/react-router';
import { HomeworkReportPage } from '../../../../../features/report/components/homework-report-page';
import { parseHomeworkReportSearch } from '../../../../../features/report/logic/report-search';

/** The ePractice homework report (spec §2 ePracticeReport): ?eHomeworkId=&classId=&view=&tab=. */
export const Route = createFileRoute('/home/_report/reportCenter/ePracticeReport')({
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
