import { param, searchParams } from '../../../shared/search-params';

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

/** The search params; a missing or malformed courseId reads as 0 (no such course). */
export const parseCourseItemSearch = searchParams<CourseItemSearch>(
  { courseId: param.int(), chapterId: param.int(), paperId: param.int(), classId: param.int() },
  { courseId: 0 },
);
