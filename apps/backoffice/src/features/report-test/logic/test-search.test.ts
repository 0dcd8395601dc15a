import {
  courseParam,
  fileNameOf,
  linkSearch,
  parseTestReportSearch,
  TEST_PARTS,
  TEST_ROUTES,
} from './test-search';

describe('test report search', () => {
  it('keeps valid ids and views and drops malformed ones', () => {
    expect(
      parseTestReportSearch({
        eHomeworkId: '12',
        classId: 'x',
        courseId: '0',
        questionId: '-3',
        view: 'table',
      }),
    ).toEqual({
      eHomeworkId: 12,
      courseId: 0,
      view: 'table',
    });
  });

  it('links with the test and class only, plus what the link opens', () => {
    expect(
      linkSearch({ eHomeworkId: 3, classId: 4, view: 'table', questionId: 9 }, { studentId: 7 }),
    ).toEqual({
      eHomeworkId: 3,
      classId: 4,
      studentId: 7,
    });
    expect(courseParam(null)).toBe(0);
    expect(courseParam(15)).toBe(15);
  });

  it('gives every family a route of its own for every part', () => {
    const all = Object.values(TEST_ROUTES).flatMap((routes) => TEST_PARTS.map((part) => routes[part]));
    expect(new Set(all).size).toBe(all.length);
    expect(TEST_ROUTES.test.total).toBe('/home/reportCenter/testTotalReport');
  });

  it('reads the UTF-8 file name of a download first', () => {
    expect(
      fileNameOf(
        `attachment; filename="5A Test - 5A 1 ___.pdf"; filename*=UTF-8''5A%20Test%20-%205A%201%20%E9%99%B3.pdf`,
      ),
    ).toBe('5A Test - 5A 1 陳.pdf');
    expect(fileNameOf('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameOf(null)).toBeUndefined();
  });
});
