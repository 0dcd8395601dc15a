import {
  ClassFilter,
  DueDateRange,
  HomeworkFilterBar,
  SubjectFilter,
  TimeStatusFilter,
} from '../../../shared/components/list-filters';
import { withFilters } from '../../../shared/list-search';
import type { PublishedListSearch } from '../logic/batch-search';
import { isFiltered } from '../logic/published-list';

/**
 * The published homework list's search and filters: name, subject, class, status and due dates. Each
 * change is the URL's (a new search starts at page 1), so a filtered list can be bookmarked and shared.
 */
export function PublishedListFilters({
  search,
  onSearch,
}: {
  search: PublishedListSearch;
  onSearch: (next: PublishedListSearch) => void;
}) {
  const set = (change: Partial<PublishedListSearch>) => onSearch(withFilters(search, change));
  return (
    <HomeworkFilterBar
      words={search.q}
      onWords={(q) => set({ q })}
      filtered={isFiltered(search)}
      onClear={() => onSearch(search.sort ? { sort: search.sort } : {})}
    >
      <SubjectFilter value={search.subject} onChange={(subject) => set({ subject })} />
      <ClassFilter value={search.classId} onChange={(classId) => set({ classId })} />
      <TimeStatusFilter value={search.status} onChange={(status) => set({ status })} />
      <DueDateRange from={search.from} to={search.to} onChange={set} />
    </HomeworkFilterBar>
  );
}
