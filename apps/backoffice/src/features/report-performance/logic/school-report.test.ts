import { describe, expect, it } from 'vitest';
import { schoolReportQuery } from './school-report';

describe('schoolReportQuery', () => {
  it('asks the whole school for every subject and family, in the URL’s year', () => {
    expect(
      schoolReportQuery({ report: 'school' }, { subject: 'MATH', textbookType: 'HKAT' }, 'CHINESE'),
    ).toEqual({});
    expect(schoolReportQuery({ report: 'school' }, { schoolYear: 2025 }, 'CHINESE')).toEqual({
      schoolYear: 2025,
    });
  });

  it('asks the subject report for the URL’s subject, else the default one, never a family', () => {
    expect(schoolReportQuery({ report: 'subject' }, {}, 'ENGLISH')).toEqual({ subjectCode: 'ENGLISH' });
    expect(
      schoolReportQuery({ report: 'subject' }, { subject: 'MATH', textbookType: 'HKAT' }, 'ENGLISH'),
    ).toEqual({
      subjectCode: 'MATH',
    });
  });

  it('asks a category report for its fixed family, else the URL’s, else A+; a subject only when chosen', () => {
    expect(schoolReportQuery({ report: 'category' }, {}, 'ENGLISH')).toEqual({ textbookType: 'A_PLUS' });
    expect(
      schoolReportQuery({ report: 'category' }, { textbookType: 'SE_ZONE', subject: 'MATH' }, 'ENGLISH'),
    ).toEqual({
      textbookType: 'SE_ZONE',
      subjectCode: 'MATH',
    });
    expect(
      schoolReportQuery({ report: 'category', family: 'HKAT' }, { textbookType: 'SE_ZONE' }, 'ENGLISH'),
    ).toEqual({
      textbookType: 'HKAT',
    });
  });
});
