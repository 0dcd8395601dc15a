import { createFileRoute } from '@tanstack/react-router';
import { StudentDetailPage } from '../../../../../features/report/components/student-detail-page';
import { parseStudentDetailSearch } from '../../../../../features/report/logic/report-search';

/** One student's answers in an eExercise homework: the student detail page's component. */
export const Route = createFileRoute('/home/_report/reportCenter/eExerciseStudentDetail')({
  validateSearch: parseStudentDetailSearch,
  component: function StudentDetailRoute() {
    return <StudentDetailPage family="eExercise" search={Route.useSearch()} />;
  },
});
