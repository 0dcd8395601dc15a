import type { PracticeListQuery } from '@harbour/api-client';
import type { BatchSearch, PublishedListSearch } from './batch-search';

/** The chapter ids of the params. */
export function chapterIdsOf(search: BatchSearch): number[] {
  return search.chapterIds ? search.chapterIds.split(',').map(Number) : [];
}

/** The keys of the list's own params. */
const LIST_KEYS = ['q', 'subject', 'classId', 'status', 'from', 'to', 'sort', 'page'] as const;

/** The list's own params out of the page's (what the list panel reads and writes). */
export function publishedListSearchOf(search: BatchSearch): PublishedListSearch {
  return Object.fromEntries(
    LIST_KEYS.flatMap((key) => (search[key] === undefined ? [] : [[key, search[key]]])),
  );
}

/** The page's params with the list's replaced by `next` (the course choice, chapters and tab kept). */
export function withListSearch<T extends BatchSearch>(search: T, next: PublishedListSearch): T {
  const cleared = Object.fromEntries(LIST_KEYS.map((key) => [key, undefined]));
  return { ...search, ...cleared, ...next };
}

/** The homework list call's query of the list's params (its own page size). */
export function practiceListQueryOf(search: PublishedListSearch, pageSize: number): PracticeListQuery {
  return {
    ...(search.q ? { keyword: search.q } : {}),
    ...(search.subject ? { subjectCode: search.subject } : {}),
    ...(search.classId ? { classId: search.classId } : {}),
    ...(search.status ? { timeStatus: search.status } : {}),
    ...(search.from ? { endFrom: search.from } : {}),
    ...(search.to ? { endTo: search.to } : {}),
    // The URL's reader let through only the list's columns, plain or with a leading '-'.
    ...(search.sort ? { sort: search.sort as PracticeListQuery['sort'] } : {}),
    page: search.page ?? 1,
    pageSize,
  };
}

/** Whether the list is narrowed by a search or a filter (its empty text then says to clear one). */
export function isFiltered(search: PublishedListSearch): boolean {
  return Boolean(search.q || search.subject || search.classId || search.status || search.from || search.to);
}
