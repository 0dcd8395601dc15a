import { errorQueryOf, readableTitle, withErrorFilter } from './error-center-list';

describe('mistakes centre search', () => {
  it('asks for the URL’s filters, the question grouping and page 1 by default', () => {
    expect(errorQueryOf({ classId: 3 })).toEqual({ groupBy: 'question', page: 1, pageSize: 20 });
    expect(errorQueryOf({ classId: 3, studentId: 7, groupBy: 'knowledge', page: 2 })).toEqual({
      studentId: 7,
      groupBy: 'knowledge',
      page: 2,
      pageSize: 20,
    });
  });

  it('goes back to page 1 on a filter, clears every filter on a new class and the unit and homework on a subject', () => {
    const search = {
      classId: 3,
      subjectCode: 'ENGLISH' as const,
      scheduleId: 4,
      eHomeworkId: 5,
      studentId: 6,
      page: 3,
    };
    const { page: _page, ...rest } = search;
    expect(withErrorFilter(search, { studentId: 9 })).toEqual({ ...rest, studentId: 9 });
    expect(withErrorFilter(search, { classId: 8 })).toEqual({ classId: 8 });
    expect(withErrorFilter(search, { subjectCode: 'MATH' })).toEqual({
      classId: 3,
      subjectCode: 'MATH',
      studentId: 6,
    });
  });

  it('draws the engine’s gap markers as blanks in a title', () => {
    expect(readableTitle('I have [$$] umbrella and [$$]  schoolbag.')).toBe(
      'I have ＿＿ umbrella and ＿＿ schoolbag.',
    );
  });
});
