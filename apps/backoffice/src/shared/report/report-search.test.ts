import { expect, it } from 'vitest';
import { searchParams } from '../search-params';
import { REPORT_FILTER_PARAMS, type ReportFilterSearch, withReportFilter } from './report-search';

const read = searchParams<ReportFilterSearch>(REPORT_FILTER_PARAMS);

it('reads the report filters from the URL, dropping malformed values', () => {
  expect(
    read({ classId: '12', subject: 'ENGLISH', termId: 3, scheduleId: 'x', view: 'table', studentId: -1 }),
  ).toEqual({ classId: 12, subject: 'ENGLISH', termId: 3, view: 'table' });
  expect(read({ subject: 'toString', view: 'pie', eHomeworkId: 1.5 })).toEqual({});
});

it('clears the narrower filters when a wider one changes, and goes back to the first page', () => {
  const search = {
    classId: 1,
    subject: 'ENGLISH' as const,
    termId: 2,
    scheduleId: 3,
    eHomeworkId: 4,
    page: 3,
  };
  expect(withReportFilter(search, { classId: 5 })).toEqual({ classId: 5, subject: 'ENGLISH' });
  expect(withReportFilter(search, { termId: 7 })).toEqual({ classId: 1, subject: 'ENGLISH', termId: 7 });
  expect(withReportFilter(search, { scheduleId: undefined })).toEqual({
    classId: 1,
    subject: 'ENGLISH',
    termId: 2,
    eHomeworkId: 4,
  });
  expect(withReportFilter(search, { classId: 1, view: 'table' })).toEqual({
    ...search,
    page: undefined,
    view: 'table',
  });
});
