import {
  type HomeworkInfo,
  type PracticeStudent,
  practiceDetailQueryOptions,
  practiceRedoQueryOptions,
  practiceStudentsQueryOptions,
} from '@harbour/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { activateLocale, loadCatalog } from '../../../shared/i18n';
import { renderPage } from '../../../shared/test/render-page';
import { PracticeDetailPage } from './practice-detail-page';

const info = {
  eHomeworkId: 7,
  homeworkName: 'Unit 3 test',
  createTime: '2026-11-20T01:00:00.000Z',
  publishTime: '2026-11-20T01:00:00.000Z',
  startTime: '2026-11-20T01:00:00.000Z',
  endTime: '2026-11-24T15:59:00.000Z',
  distributeObject: '3B',
  distributeRange: 'SINGLE_CLASS',
  processType: '3b',
  processKind: 'TEST',
  type: 'EXAM',
  correctionStatus: 'WAIT_CORRECT',
  targets: [{ scope: 'SINGLE_CLASS', classId: 2, className: '3B', groupId: null, groupName: null }],
  subjectCode: 'ENGLISH',
  gradeCode: 3,
  studentCount: 3,
  submittedCount: 2,
} as unknown as HomeworkInfo;

const student = (over: Partial<PracticeStudent>): PracticeStudent => ({
  studentId: 1,
  name: '陳大文',
  nameEn: 'Chan Tai Man',
  classNumber: 1,
  classId: 2,
  className: '3B',
  submitStatus: 'NORMAL',
  submittedAt: '2026-11-21T02:00:00.000Z',
  practiceStatus: 'FINISHED',
  score: 6,
  fullScore: 10,
  redoRequested: false,
  markedCount: 1,
  toMarkCount: 1,
  ...over,
});

const students = [
  student({}),
  student({
    studentId: 2,
    name: '李小明',
    nameEn: 'Lee Siu Ming',
    classNumber: 2,
    submitStatus: 'DELAY',
    markedCount: 2,
    toMarkCount: 0,
  }),
  student({
    studentId: 3,
    name: '黃美美',
    nameEn: 'Wong Mei Mei',
    classNumber: 3,
    submitStatus: 'OVERDUE',
    submittedAt: null,
    score: 0,
    markedCount: 0,
    toMarkCount: 0,
  }),
];

// The cache holds what the server would send; a request the page makes anyway never answers.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderDetail(locale: 'hk' | 'en') {
  activateLocale(locale);
  await loadCatalog('marking');
  const onSearch = vi.fn();
  // The cache holds what the server would send before the page asks.
  function Page() {
    const queryClient = useQueryClient();
    if (!queryClient.getQueryData(practiceDetailQueryOptions(7).queryKey)) {
      queryClient.setQueryData(practiceDetailQueryOptions(7).queryKey, { homeworkInfo: info });
      queryClient.setQueryData(practiceStudentsQueryOptions(7, {}).queryKey, students);
      queryClient.setQueryData(practiceRedoQueryOptions(7).queryKey, []);
    }
    return (
      <Suspense fallback="loading">
        <PracticeDetailPage search={{ eHomeworkId: 7 }} onSearch={onSearch} />
      </Suspense>
    );
  }
  const view = await renderPage(Page, { locale });
  return { ...view, onSearch };
}

it('lists the students with their submission, score and marking progress', async () => {
  await renderDetail('en');
  const table = await screen.findByRole('table');
  const chan = within(table).getByRole('row', { name: /Chan Tai Man/ });
  expect(chan).toHaveTextContent('On time');
  expect(chan).toHaveTextContent('6 / 10');
  expect(chan).toHaveTextContent('1 of 2 marked');
  expect(within(table).getByRole('row', { name: /Lee Siu Ming/ })).toHaveTextContent('Late');
  expect(within(table).getByRole('row', { name: /Lee Siu Ming/ })).toHaveTextContent('All 2 marked');
  expect(within(table).getByRole('row', { name: /Wong Mei Mei/ })).toHaveTextContent('Overdue');
  expect(screen.getByText('Answers marked: 3 of 4')).toBeInTheDocument();
});

it('lets the teacher choose only students who submitted for a redo', async () => {
  await renderDetail('hk');
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('checkbox', { name: '選擇陳大文' })).toBeInTheDocument();
  expect(within(table).getByRole('checkbox', { name: '選擇李小明' })).toBeInTheDocument();
  expect(within(table).queryByRole('checkbox', { name: '選擇黃美美' })).toBeNull();
  const redo = screen.getByRole('button', { name: '要求重做（0）' });
  expect(redo).toBeDisabled();
  await userEvent.click(within(table).getByRole('checkbox', { name: '選擇陳大文' }));
  expect(screen.getByRole('button', { name: '要求重做（1）' })).toBeEnabled();
});

it('offers marking, publishing results and, for a test, withdrawing it', async () => {
  await renderDetail('en');
  expect(await screen.findByRole('link', { name: 'Mark' })).toHaveAttribute(
    'href',
    '/home/practice/testCorrect?eHomeworkId=7',
  );
  expect(screen.getByRole('button', { name: 'Publish results' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Withdraw exam' })).toBeInTheDocument();
});

it('says so when the URL names no homework', async () => {
  activateLocale('en');
  await loadCatalog('marking');
  await renderPage(() => <PracticeDetailPage search={{ eHomeworkId: 0 }} onSearch={() => {}} />, {
    locale: 'en',
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('No homework was chosen');
});
