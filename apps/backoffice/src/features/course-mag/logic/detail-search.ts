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

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Reads the search params; a missing or malformed courseId reads as 0 (no such course). */
export function parseCourseItemSearch(raw: Record<string, unknown>): CourseItemSearch {
  const out: CourseItemSearch = { courseId: positive(raw.courseId) ?? 0 };
  const chapterId = positive(raw.chapterId);
  if (chapterId !== undefined) out.chapterId = chapterId;
  const paperId = positive(raw.paperId);
  if (paperId !== undefined) out.paperId = paperId;
  const classId = positive(raw.classId);
  if (classId !== undefined) out.classId = classId;
  return out;
}
