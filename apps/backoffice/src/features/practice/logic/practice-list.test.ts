import { withFilters } from '../../../shared/list-search';
import { isFiltered, practiceListQueryOf } from './practice-list';
import type { PracticeListSearch } from './practice-search';

describe('practiceListQueryOf', () => {
  it('asks for the most answers to mark first when the URL names no sort', () => {
    expect(practiceListQueryOf({})).toEqual({ sort: '-toMark', page: 1, pageSize: 20 });
  });
  it('maps every URL filter to the call’s query', () => {
    expect(
      practiceListQueryOf(
        {
          q: 'fractions',
          subject: 'MATH',
          grade: 3,
          classId: 7,
          kind: 'TEST',
          status: 'ONGOING',
          correction: 'CORRECTED',
          from: '2026-11-01',
          to: '2026-11-30',
          sort: 'end',
          page: 4,
        },
        10,
      ),
    ).toEqual({
      keyword: 'fractions',
      subjectCode: 'MATH',
      gradeCode: 3,
      classId: 7,
      processKind: 'TEST',
      timeStatus: 'ONGOING',
      correctionStatus: 'CORRECTED',
      endFrom: '2026-11-01',
      endTo: '2026-11-30',
      sort: 'end',
      page: 4,
      pageSize: 10,
    });
  });
});

describe('withFilters', () => {
  it('starts a changed filter at page 1 and removes emptied filters from the URL', () => {
    expect(
      withFilters<PracticeListSearch>(
        { grade: 3, classId: 7, page: 3, sort: 'name' },
        { classId: undefined, correction: 'WAIT_CORRECT' },
      ),
    ).toEqual({
      grade: 3,
      sort: 'name',
      correction: 'WAIT_CORRECT',
    });
  });
});

it('counts a search or any filter as filtering, but not the sort or the page', () => {
  expect(isFiltered({ sort: 'name', page: 2 })).toBe(false);
  expect(isFiltered({ correction: 'ANNOUNCED' })).toBe(true);
  expect(isFiltered({ grade: 1 })).toBe(true);
  expect(isFiltered({ to: '2026-11-30' })).toBe(true);
});
