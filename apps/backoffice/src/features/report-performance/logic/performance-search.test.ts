import {
  parseReportCentreSearch,
  parseStudentReportSearch,
  studentReportQueryOf,
} from './performance-search';

describe('the report centre search in the URL', () => {
  it('keeps the filters and drops malformed values', () => {
    expect(
      parseReportCentreSearch({
        classId: '6',
        subject: 'ENGLISH',
        termId: 3,
        scheduleId: 'x',
        view: 'table',
      }),
    ).toEqual({
      classId: 6,
      subject: 'ENGLISH',
      termId: 3,
      view: 'table',
    });
    expect(
      parseStudentReportSearch({ studentId: 9, scope: 'year', schoolYear: 2026, subject: 'SCIENCE' }),
    ).toEqual({
      studentId: 9,
      scope: 'year',
      schoolYear: 2026,
    });
  });
});

describe('studentReportQueryOf', () => {
  it('names a unit with its id, a term or a year with the subject', () => {
    expect(studentReportQueryOf({ scope: 'unit', scheduleId: 4 })).toEqual({ scope: 'unit', scheduleId: 4 });
    expect(studentReportQueryOf({ scope: 'term', termId: 2, subject: 'MATH' })).toEqual({
      scope: 'term',
      termId: 2,
      subjectCode: 'MATH',
    });
    expect(studentReportQueryOf({ scope: 'year', schoolYear: 2026, subject: 'CHINESE' })).toEqual({
      scope: 'year',
      schoolYear: 2026,
      subjectCode: 'CHINESE',
    });
  });
  it('takes the period from the ids when the scope is absent, and gives null when one is missing', () => {
    expect(studentReportQueryOf({ scheduleId: 4 })).toEqual({ scope: 'unit', scheduleId: 4 });
    expect(studentReportQueryOf({ termId: 2, subject: 'ENGLISH' })?.scope).toBe('term');
    expect(studentReportQueryOf({ scope: 'term', subject: 'ENGLISH' })).toBeNull();
    expect(studentReportQueryOf({ scope: 'term', termId: 2 })).toBeNull();
    expect(studentReportQueryOf({ scope: 'unit' })).toBeNull();
  });
});
