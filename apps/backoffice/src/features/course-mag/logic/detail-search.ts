/** Search params of the pages about one course: its chapter or paper, and the class in view. */
export interface CourseItemSearch {
  /** Course id. */
  courseId: number;
  /** Chapter shown (courseDetail); every chapter when absent. */
  chapterId?: number;
  /** Paper (previews and publish forms). */
  paperId?: number;
  /** Class the material would go to. */
  classId?: number;
}

/** The params among `keys` that are positive whole numbers (ids, pages); the others are dropped. */
function ids<K extends string>(raw: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const n = Number(raw[key]);
    if (Number.isInteger(n) && n > 0) out[key] = n;
  }
  return out;
}

/** Reads the search params; a missing or malformed courseId reads as 0 (no such course). */
export function parseCourseItemSearch(raw: Record<string, unknown>): CourseItemSearch {
  return { courseId: 0, ...ids(raw, ['courseId', 'chapterId', 'paperId', 'classId']) };
}
