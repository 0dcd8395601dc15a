import { chapterIdsOf, parseBatchSearch } from './batch-search';

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
