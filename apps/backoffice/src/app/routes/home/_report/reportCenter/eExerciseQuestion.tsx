import { createFileRoute } from '@tanstack/react-router';
import { QuestionReportPage } from '../../../../../features/report/components/question-page';
import { parseQuestionReportSearch } from '../../../../../features/report/logic/report-search';

/** One question of an eExercise homework report: the question page's component over the eExercise family. */
export const Route = createFileRoute('/home/_report/reportCenter/eExerciseQuestion')({
  validateSearch: parseQuestionReportSearch,
  component: function QuestionReportRoute() {
    return <QuestionReportPage family="eExercise" search={Route.useSearch()} />;
  },
});
