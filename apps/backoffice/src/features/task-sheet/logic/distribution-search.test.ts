import {
  parseDistributionDetailSearch,
  parseDistributionSearch,
  parseWorkPaperSearch,
} from './distribution-search';
import { finishedPercent } from './progress';

it('reads the status of spec §3 and the page', () => {
  expect(parseDistributionSearch({ status: 'UNDISTRIBUTED', page: '2' })).toEqual({
    status: 'UNDISTRIBUTED',
    page: 2,
  });
  expect(parseDistributionSearch({ status: 'DONE', page: '0' })).toEqual({});
});

it('reads the task sheet id', () => {
  expect(parseWorkPaperSearch({ workPaperId: '12' })).toEqual({ workPaperId: 12 });
  expect(parseWorkPaperSearch({ workPaperId: 'x' })).toEqual({ workPaperId: 0 });
});

it('gives the finished share of the students reached', () => {
  expect(finishedPercent(3, 4)).toBe(75);
  expect(finishedPercent(0, 0)).toBe(0);
});

it("reads the sort of a distribution's students, dropping a column that does not sort", () => {
  expect(parseDistributionDetailSearch({ workPaperId: '3', sort: '-classNumber' })).toEqual({
    workPaperId: 3,
    sort: '-classNumber',
  });
  expect(parseDistributionDetailSearch({ workPaperId: '3', sort: 'progress' })).toEqual({ workPaperId: 3 });
});
