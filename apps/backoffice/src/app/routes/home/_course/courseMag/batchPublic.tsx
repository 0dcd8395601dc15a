import { createFileRoute } from '@tanstack/react-router';
import {
  useCourseChoice,
  useRememberCourseChoice,
} from '../../../../../features/course-mag/components/course-mag-page';
import { parseCourseSearch } from '../../../../../features/course-mag/logic/course-search';
import { BatchPublicPage } from '../../../../../features/publish/components/batch-public-page';
import { parseBatchSearch } from '../../../../../features/publish/logic/batch-search';
import {
  chapterIdsOf,
  publishedListSearchOf,
  withListSearch,
} from '../../../../../features/publish/logic/published-list';

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
      listSearch={publishedListSearchOf(search)}
      onListSearch={(next) => void navigate({ search: withListSearch(search, next) })}
    />
  );
}
