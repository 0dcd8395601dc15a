import { createFileRoute } from '@tanstack/react-router';
import { HomeworkReportPage } from '../../../../../features/report/components/homework-report-page';
import { parseHomeworkReportSearch } from '../../../../../features/report/logic/report-search';

/** The eExercise homework report (spec §2 eExerciseReport): the homework report's component over the eExercise family. */
export const Route = createFileRoute('/home/_report/reportCenter/eExerciseReport')({
  validateSearch: parseHomeworkReportSearch,
  component: function HomeworkReportRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <HomeworkReportPage
        family="eExercise"
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
