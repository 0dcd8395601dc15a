import { parseCourseItemSearch } from './detail-search';

it('reads ids and drops malformed ones', () => {
  expect(parseCourseItemSearch({ courseId: '4', chapterId: '9', paperId: 'x', classId: '0' })).toEqual({
    courseId: 4,
    chapterId: 9,
  });
  expect(parseCourseItemSearch({})).toEqual({ courseId: 0 });
});
