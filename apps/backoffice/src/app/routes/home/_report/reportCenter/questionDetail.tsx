import { createFileRoute } from '@tanstack/react-router';
import { QuestionReportPage } from '../../../../../features/report/components/question-page';
import { parseQuestionReportSearch } from '../../../../../features/report/logic/report-search';

/** A question's detail in a homework report (spec §2 questionDetail): the question page's component. */
export const Route = createFileRoute('/home/_report/reportCenter/questionDetail')({
  validateSearch: parseQuestionReportSearch,
  component: function QuestionReportRoute() {
    return <QuestionReportPage family="ePractice" search={Route.useSearch()} />;
  },
});
