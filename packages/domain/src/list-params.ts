/**
 * Values the back-office's lists read from the URL. Search params are read in its entry chunk, and a
 * module is bundled whole, so these are a module of their own (the entry loads none of the homework enums).
 */

/** Homework time status (§4): not published, scheduled, ongoing, expired (ended), archived. */
export const HOMEWORK_TIME_STATUSES = [
  'NOT_PUBLISHED',
  'SCHEDULED',
  'ONGOING',
  'EXPIRED',
  'ARCHIVED',
] as const;
export type HomeworkTimeStatus = (typeof HOMEWORK_TIME_STATUSES)[number];

/**
 * Columns the published homework list sorts by (the URL's `sort`: a column, `-column` descending): name,
 * target, start, end, time status, submissions and answers waiting for a teacher (`-toMark`: what needs
 * marking first). Without one the list is latest end first.
 */
export const PRACTICE_LIST_SORT_COLUMNS = [
  'name',
  'to',
  'start',
  'end',
  'status',
  'submitted',
  'toMark',
] as const;
export type PracticeListSortColumn = (typeof PRACTICE_LIST_SORT_COLUMNS)[number];
