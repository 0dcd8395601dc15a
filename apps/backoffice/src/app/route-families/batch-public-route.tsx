import {
  useCourseChoice,
  useRememberCourseChoice,
} from '../../features/course-mag/components/course-mag-page';
import type { CourseSearch } from '../../features/course-mag/logic/course-search';
import { BatchPublicPage } from '../../features/publish/components/batch-public-page';
import type { BatchSearch } from '../../features/publish/logic/batch-search';
import {
  chapterIdsOf,
  publishedListSearchOf,
  withListSearch,
} from '../../features/publish/logic/published-list';

/** What /home/courseMag/batchPublic reads: the catalogue's choice and the batch page's own search. */
export type BatchPublicSearch = CourseSearch & BatchSearch;

/**
 * Batch publish (spec §2 batchPublic): the catalogue's choice (course management) with the publishing
 * feature's page, joined here; loaded with the page (course.tsx).
 */
export function BatchPublicRoute({
  search,
  onSearch,
}: {
  search: BatchPublicSearch;
  onSearch: (next: BatchPublicSearch) => void;
}) {
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
      onTab={(tab) => onSearch({ ...search, tab, page: undefined })}
      listSearch={publishedListSearchOf(search)}
      onListSearch={(next) => onSearch(withListSearch(search, next))}
    />
  );
}
