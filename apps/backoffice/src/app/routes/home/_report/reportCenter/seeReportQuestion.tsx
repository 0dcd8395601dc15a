import { createFileRoute } from '@tanstack/react-router';
import { QuestionReportPage } from '../../../../../features/report/components/question-page';
import { parseQuestionReportSearch } from '../../../../../features/report/logic/report-search';

/** One question of a homework report (spec §2 seeReportQuestion): ?eHomeworkId=&questionId=&classId=. */
export const Route = createFileRoute('/home/_report/reportCenter/seeReportQuestion')({
  validateSearch: parseQuestionReportSearch,
  component: function QuestionReportRoute() {
    return <QuestionReportPage family="ePractice" search={Route.useSearch()} />;
  },
});
