import { createFileRoute } from '@tanstack/react-router';
import {
  useCourseChoice,
  useRememberCourseChoice,
} from '../../../../../features/course-mag/components/course-mag-page';
import { parseCourseSearch } from '../../../../../features/course-mag/logic/course-search';
import { BatchPublicPage } from '../../../../../features/publish/components/batch-public-page';
import { chapterIdsOf, parseBatchSearch } from '../../../../../features/publish/logic/batch-search';

export const Route = createFileRoute('/home/_course/courseMag/batchPublic')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...parseCourseSearch(raw), ...parseBatchSearch(raw) }),
  component: BatchPublicRoute,
});

function BatchPublicRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const choice = useCourseChoice(search);
  useRememberCourseChoice(choice);
  const { gradeCode, subjectCode, textbookType, classId, gradeName } = choice;
  return (
    <BatchPublicPage
      choice={
        gradeCode !== null && subjectCode !== null && textbookType !== null
          ? { gradeCode, gradeName, subjectCode, textbookType, classId }
          : null
      }
      chapterIds={chapterIdsOf(search)}
      tab={search.tab ?? 'publish'}
      onTab={(tab) => void navigate({ search: { ...search, tab, page: undefined } })}
      page={search.page ?? 1}
      onPage={(page) => void navigate({ search: { ...search, page: page > 1 ? page : undefined } })}
    />
  );
}
