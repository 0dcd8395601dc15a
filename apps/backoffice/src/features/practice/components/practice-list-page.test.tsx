import { type PracticeListItem, practicesQueryOptions } from '@harbour/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, loadCatalog } from '../../../shared/i18n';
import { renderPage } from '../../../shared/test/render-page';
import { practiceListQueryOf } from '../logic/practice-list';
import type { PracticeListSearch } from '../logic/practice-search';
import { PracticeListPage } from './practice-list-page';

const row = (over: Partial<PracticeListItem>): PracticeListItem => ({
  eHomeworkId: 1,
  homeworkName: '3B 中文 作文',
  subjectCode: 'CHINESE',
  processType: '2a',
  textbookType: null,
  gradeCode: 3,
  processKind: 'PRACTICE',
  type: 'AEL_PRACTICE',
  distributeRange: 'SINGLE_CLASS',
  distributeObject: '3B',
  publishTime: '2026-11-20T01:00:00.000Z',
  startTime: '2026-11-20T01:00:00.000Z',
  endTime: '2026-11-24T15:59:00.000Z',
  createTime: '2026-11-20T01:00:00.000Z',
  practiceStatus: 'FINISHED',
  timeStatus: 'EXPIRED',
  correctionStatus: 'WAIT_CORRECT',
  studentCount: 30,
  submittedCount: 26,
  lateCount: 3,
  missingCount: 4,
  toMarkCount: 12,
  canDelete: false,
  canBatchDelete: false,
  workPaperId: null,
  ...over,
});

// The cache holds what the server would send; a request the page makes anyway never answers.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderList(search: PracticeListSearch, rows: PracticeListItem[], locale: 'hk' | 'en' = 'hk') {
  const onSearch = vi.fn();
  activateLocale(locale);
  await loadCatalog('marking');
  const key = practicesQueryOptions(practiceListQueryOf(search)).queryKey;
  // The cache holds what the server would send before the page asks.
  function Page() {
    const queryClient = useQueryClient();
    if (!queryClient.getQueryData(key))
      queryClient.setQueryData(key, { total: rows.length, page: 1, pageSize: 20, list: rows });
    return <PracticeListPage search={search} onSearch={onSearch} />;
  }
  const view = await renderPage(Page, { locale });
  return { ...view, onSearch };
}

it('shows each homework’s grading state and counts, and links it to its students, scoring and report pages by kind', async () => {
  await renderList({}, [
    row({}),
    row({
      eHomeworkId: 2,
      homeworkName: 'Unit test',
      processType: '3b',
      processKind: 'TEST',
      type: 'EXAM',
      correctionStatus: 'ANNOUNCED',
      toMarkCount: 0,
    }),
  ]);
  const table = await screen.findByRole('table');
  const first = within(table).getByRole('row', { name: /3B 中文 作文/ });
  expect(first).toHaveTextContent('待批改');
  expect(first).toHaveTextContent('26/30');
  expect(within(first).getByRole('link', { name: '學生（3B 中文 作文）' })).toHaveAttribute(
    'href',
    '/home/practice/practiceDetail?eHomeworkId=1',
  );
  expect(within(first).getByRole('link', { name: '批改3B 中文 作文' })).toHaveAttribute(
    'href',
    '/home/practice/practiceCorrect?eHomeworkId=1',
  );
  const test = within(table).getByRole('row', { name: /Unit test/ });
  expect(test).toHaveTextContent('已發佈成績');
  expect(within(test).getByRole('link', { name: '學生（Unit test）' })).toHaveAttribute(
    'href',
    '/home/practice/testSubmit?eHomeworkId=2',
  );
  expect(within(test).getByRole('link', { name: '批改Unit test' })).toHaveAttribute(
    'href',
    '/home/practice/testCorrect?eHomeworkId=2',
  );
  expect(within(first).getByRole('link', { name: '3B 中文 作文的報告' })).toHaveAttribute(
    'href',
    '/home/reportCenter/ePracticeReport?eHomeworkId=1',
  );
  expect(within(test).getByRole('link', { name: 'Unit test的報告' })).toHaveAttribute(
    'href',
    '/home/reportCenter/testTotalReport?eHomeworkId=2',
  );
});

it('says the list puts the most answers to mark first, and filters to homework to be marked in the URL', async () => {
  const { onSearch } = await renderList({ page: 3 }, [row({})], 'en');
  expect(await screen.findByText('Homework with the most answers to mark comes first.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Only homework to be marked' }));
  expect(onSearch).toHaveBeenCalledWith({ correction: 'WAIT_CORRECT' });
});

it('offers no Mark link while nobody has submitted', async () => {
  await renderList({}, [row({ submittedCount: 0, toMarkCount: 0 })], 'en');
  const table = await screen.findByRole('table');
  expect(within(table).queryByRole('link', { name: /^Mark/ })).toBeNull();
  expect(within(table).getByRole('link', { name: 'Students of 3B 中文 作文' })).toBeInTheDocument();
});
