import { createFileRoute } from '@tanstack/react-router';
import { HomeworkReportPage } from '../../../../../../features/report/components/homework-report-page';
import { parseHomeworkReportSearch } from '../../../../../../features/report/logic/report-search';

/** The A+ homework report's detail (spec §2 newAplusReport detail page): the homework report's component over the A+ family. */
export const Route = createFileRoute('/home/_report/reportCenter/newAplusReport/detail')({
  validateSearch: parseHomeworkReportSearch,
  component: function HomeworkReportRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <HomeworkReportPage
        family="newAplus"
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
