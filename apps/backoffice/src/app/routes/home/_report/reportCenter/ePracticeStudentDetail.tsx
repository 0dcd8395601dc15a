import { createFileRoute } from '@tanstack/react-router';
import { StudentDetailPage } from '../../../../../features/report/components/student-detail-page';
import { parseStudentDetailSearch } from '../../../../../features/report/logic/report-search';

/** One student's answers in an ePractice homework (spec §2 ePracticeStudentDetail): ?eHomeworkId=&studentId=&classId=. */
export const Route = createFileRoute('/home/_report/reportCenter/ePracticeStudentDetail')({
  validateSearch: parseStudentDetailSearch,
  component: function StudentDetailRoute() {
    return <StudentDetailPage family="ePractice" search={Route.useSearch()} />;
  },
});
