import type { PracticeListQuery } from '@harbour/api-client';
import type { PracticeListSearch } from './practice-search';

/**
 * The list's order when the URL names none: most answers waiting for a teacher first, so what needs
 * marking is at the top (homework already marked or published sinks, with nothing to mark).
 */
export const DEFAULT_PRACTICE_SORT = '-toMark';

/** Rows a page of the homework list. */
export const PRACTICE_LIST_PAGE_SIZE = 20;

/** The list call's query of the URL's params. */
export function practiceListQueryOf(
  search: PracticeListSearch,
  pageSize = PRACTICE_LIST_PAGE_SIZE,
): PracticeListQuery {
  return {
    ...(search.q ? { keyword: search.q } : {}),
    ...(search.subject ? { subjectCode: search.subject } : {}),
    ...(search.grade ? { gradeCode: search.grade } : {}),
    ...(search.classId ? { classId: search.classId } : {}),
    ...(search.kind ? { processKind: search.kind } : {}),
    ...(search.status ? { timeStatus: search.status } : {}),
    ...(search.correction ? { correctionStatus: search.correction } : {}),
    ...(search.from ? { endFrom: search.from } : {}),
    ...(search.to ? { endTo: search.to } : {}),
    // The URL's reader let through only the list's columns, plain or with a leading '-'.
    sort: (search.sort ?? DEFAULT_PRACTICE_SORT) as NonNullable<PracticeListQuery['sort']>,
    page: search.page ?? 1,
    pageSize,
  };
}

/** Whether the list is narrowed by a search or a filter (its empty text then says to clear one). */
export function isFiltered(search: PracticeListSearch): boolean {
  return Boolean(
    search.q ||
      search.subject ||
      search.grade ||
      search.classId ||
      search.kind ||
      search.status ||
      search.correction ||
      search.from ||
      search.to,
  );
}
