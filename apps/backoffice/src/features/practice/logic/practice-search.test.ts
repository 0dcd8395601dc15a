import { CORRECTION_STATUSES, PROCESS_KINDS, SUBMIT_STATUSES } from '@harbour/domain';
import { parsePracticeDetailSearch, parsePracticeListSearch } from './practice-search';

describe('parsePracticeListSearch', () => {
  it('reads every filter, the sort and the page', () => {
    const search = {
      q: '分數',
      subject: 'MATH',
      grade: 3,
      classId: 12,
      kind: 'TEST',
      status: 'EXPIRED',
      correction: 'WAIT_CORRECT',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: '-toMark',
      page: 2,
    };
    expect(parsePracticeListSearch(search)).toEqual(search);
  });
  it('drops malformed values instead of failing (an old bookmark still opens)', () => {
    expect(
      parsePracticeListSearch({
        grade: 10,
        kind: 'EXAM',
        correction: 'DONE',
        from: '1/11/2026',
        sort: '-late',
        page: 1,
        classId: 'x',
        q: '   ',
      }),
    ).toEqual({});
  });
  it('knows the same states as the domain', () => {
    for (const correction of CORRECTION_STATUSES)
      expect(parsePracticeListSearch({ correction }).correction).toBe(correction);
    for (const kind of PROCESS_KINDS) expect(parsePracticeListSearch({ kind }).kind).toBe(kind);
  });
});

describe('parsePracticeDetailSearch', () => {
  it('reads the homework, class, submission status, tab and page', () => {
    expect(
      parsePracticeDetailSearch({ eHomeworkId: 5, classId: 3, submitStatus: 'DELAY', tab: 'redo', page: 3 }),
    ).toEqual({ eHomeworkId: 5, classId: 3, submitStatus: 'DELAY', tab: 'redo', page: 3 });
  });
  it('gives eHomeworkId 0 when the URL has none or a malformed one', () => {
    expect(parsePracticeDetailSearch({})).toEqual({ eHomeworkId: 0 });
    expect(parsePracticeDetailSearch({ eHomeworkId: '-4', submitStatus: 'LATE', tab: 'x' })).toEqual({
      eHomeworkId: 0,
    });
  });
  it('knows the same submission statuses as the domain', () => {
    for (const submitStatus of SUBMIT_STATUSES)
      expect(parsePracticeDetailSearch({ eHomeworkId: 1, submitStatus }).submitStatus).toBe(submitStatus);
  });
});
