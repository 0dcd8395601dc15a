import { parseBatchSearch } from './batch-search';
import {
  chapterIdsOf,
  isFiltered,
  practiceListQueryOf,
  publishedListSearchOf,
  withListSearch,
} from './published-list';

it('reads chapter ids and the tab, and drops the rest', () => {
  expect(parseBatchSearch({ chapterIds: '1,2,5', tab: 'list' })).toEqual({
    chapterIds: '1,2,5',
    tab: 'list',
  });
  expect(parseBatchSearch({ chapterIds: 7 })).toEqual({ chapterIds: '7' });
  expect(parseBatchSearch({ chapterIds: '1,,x', tab: 'other' })).toEqual({});
  expect(chapterIdsOf({ chapterIds: '1,2,5' })).toEqual([1, 2, 5]);
  expect(chapterIdsOf({})).toEqual([]);
});

it('reads the page of the published homework from the URL, page 1 being the default', () => {
  expect(parseBatchSearch({ tab: 'list', page: '3' })).toEqual({ tab: 'list', page: 3 });
  expect(parseBatchSearch({ tab: 'list', page: '1' })).toEqual({ tab: 'list' });
  expect(parseBatchSearch({ page: 'x' })).toEqual({});
});

it("reads the published list's filters, search and sort, and drops malformed ones", () => {
  expect(
    parseBatchSearch({
      tab: 'list',
      q: '分數',
      subject: 'MATH',
      classId: '12',
      status: 'ONGOING',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: '-submitted',
    }),
  ).toEqual({
    tab: 'list',
    q: '分數',
    subject: 'MATH',
    classId: 12,
    status: 'ONGOING',
    from: '2026-11-01',
    to: '2026-11-30',
    sort: '-submitted',
  });
  expect(
    parseBatchSearch({
      q: '   ',
      subject: 'ART',
      classId: '0',
      status: 'x',
      from: '1/11/2026',
      sort: 'password',
    }),
  ).toEqual({});
  expect(parseBatchSearch({ q: 'x'.repeat(51) })).toEqual({});
});

it("turns the list's params into the homework list's query", () => {
  expect(
    practiceListQueryOf(
      {
        q: 'fractions',
        subject: 'MATH',
        classId: 3,
        status: 'EXPIRED',
        from: '2026-11-01',
        to: '2026-11-02',
        sort: 'name',
        page: 2,
      },
      20,
    ),
  ).toEqual({
    keyword: 'fractions',
    subjectCode: 'MATH',
    classId: 3,
    timeStatus: 'EXPIRED',
    endFrom: '2026-11-01',
    endTo: '2026-11-02',
    sort: 'name',
    page: 2,
    pageSize: 20,
  });
  expect(practiceListQueryOf({}, 20)).toEqual({ page: 1, pageSize: 20 });
  expect(publishedListSearchOf({ tab: 'list', chapterIds: '1', q: 'a', page: 3 })).toEqual({
    q: 'a',
    page: 3,
  });
});

it("replaces the list's params and keeps the page's others", () => {
  expect(
    withListSearch({ tab: 'list', chapterIds: '4', q: 'old', status: 'ONGOING', page: 3 }, { q: 'new' }),
  ).toEqual({
    tab: 'list',
    chapterIds: '4',
    q: 'new',
    subject: undefined,
    classId: undefined,
    status: undefined,
    from: undefined,
    to: undefined,
    sort: undefined,
    page: undefined,
  });
});

it('says a list is filtered by any search or filter, not by its sort or page', () => {
  expect(isFiltered({ sort: 'name', page: 2 })).toBe(false);
  for (const filter of [
    { q: 'a' },
    { subject: 'MATH' as const },
    { classId: 1 },
    { status: 'ONGOING' as const },
    { from: '2026-01-01' },
    { to: '2026-01-01' },
  ])
    expect(isFiltered(filter)).toBe(true);
});
