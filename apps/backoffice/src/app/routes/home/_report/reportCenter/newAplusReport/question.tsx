import { createFileRoute } from '@tanstack/react-router';
import { QuestionReportPage } from '../../../../../../features/report/components/question-page';
import { parseQuestionReportSearch } from '../../../../../../features/report/logic/report-search';

/** One question of an A+ homework report (spec §2 newAplusReport question page). */
export const Route = createFileRoute('/home/_report/reportCenter/newAplusReport/question')({
  validateSearch: parseQuestionReportSearch,
  component: function QuestionReportRoute() {
    return <QuestionReportPage family="newAplus" search={Route.useSearch()} />;
  },
});
