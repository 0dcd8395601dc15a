import type { TestReport } from '@harbour/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { activateLocale, loadCatalog } from '../../../shared/i18n';
import { renderPage } from '../../../shared/test/render-page';
import { testReportQueryOptions } from '../api/test-report-queries';
import type { TestPart, TestReportSearch } from '../logic/test-search';
import { TestReportPage } from './test-report-page';

const student = (studentId: number, name: string, score: number, rank: number | null) => ({
  studentId,
  name,
  className: '5A',
  classNumber: studentId,
  submitted: rank !== null,
  score,
  scoreRate: rank === null ? null : (score / 20) * 100,
  rank,
  toMarkCount: 0,
  courses: [{ courseId: 7, score, fullScore: 20, scoreRate: rank === null ? null : (score / 20) * 100 }],
});

const REPORT: TestReport = {
  eHomeworkId: 41,
  homeworkName: '5A Mid-term Test',
  subjectCode: 'ENGLISH',
  processType: '3a',
  family: 'TEST',
  endTime: '2026-10-16T08:20:00.000Z',
  correctionStatus: 'ANNOUNCED',
  announcedAt: '2026-10-18T08:20:00.000Z',
  withdrawnAt: null,
  fullScore: 20,
  studentCount: 3,
  submittedCount: 2,
  averageScore: 13,
  averageScoreRate: 65,
  highestScore: 18,
  lowestScore: 8,
  scoreDistribution: [0, 1, 2, 3, 4].map((band) => ({
    band,
    from: band * 20,
    to: band === 4 ? 100 : band * 20 + 19,
    count: band === 2 || band === 4 ? 1 : 0,
  })),
  courses: [
    {
      courseId: 7,
      name: 'English 5A · Unit 1',
      questionIds: [1, 2],
      fullScore: 20,
      scoreRate: 65,
      correctRate: 50,
    },
  ],
  students: [student(1, 'Amy', 18, 1), student(2, 'Ben', 8, 2), student(3, 'Cat', 0, null)],
  questions: [
    {
      questionId: 1,
      sortOrder: 1,
      questionType: 'SINGLE_CHOICE',
      courseId: 7,
      stem: 'What is this?',
      rightAnswer: 'A. an apple',
      maxScore: 10,
      correctCount: 1,
      correctRate: 50,
      scoreRate: 50,
      wrongAnswers: [{ answer: 'B. a banana', count: 1, students: ['Ben'] }],
    },
    {
      questionId: 2,
      sortOrder: 2,
      questionType: 'LONG_ANSWER',
      courseId: 7,
      stem: 'Write about your school.',
      rightAnswer: '',
      maxScore: 10,
      correctCount: 1,
      correctRate: 50,
      scoreRate: 80,
      wrongAnswers: [],
    },
  ],
  answerTypes: [],
};

// The cache holds what the server would send; a request the page makes anyway never answers.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPart(part: TestPart, search: TestReportSearch, locale: 'hk' | 'en' = 'en') {
  activateLocale(locale);
  await loadCatalog('reportTest');
  const key = testReportQueryOptions(41).queryKey;
  function Page() {
    const queryClient = useQueryClient();
    if (!queryClient.getQueryData(key)) queryClient.setQueryData(key, REPORT);
    return (
      <TestReportPage family="test" part={part} search={{ eHomeworkId: 41, ...search }} onSearch={() => {}} />
    );
  }
  return renderPage(Page, { locale });
}

describe('TestReportPage', () => {
  it('lists each student with score, rate written beside its colour, rank and a PDF link for those who handed in', async () => {
    await renderPart('allStudent', {});
    const table = await screen.findByRole('table', { name: /Each student's score, rank/ });
    const amy = within(table).getByRole('row', { name: /Amy/ });
    expect(amy).toHaveTextContent('18 / 20');
    expect(amy).toHaveTextContent('90%');
    expect(within(amy).getByRole('link', { name: 'PDF of Amy' })).toHaveAttribute(
      'href',
      '/home/reportCenter/testStudentPdf?eHomeworkId=41&studentId=1',
    );
    const cat = within(table).getByRole('row', { name: /Cat/ });
    expect(cat).toHaveTextContent('Not handed in');
    expect(within(cat).queryByRole('link', { name: /PDF/ })).toBeNull();
  });

  it('shows a question’s right answer and its wrong answers with the names, in hk', async () => {
    await renderPart('question', { questionId: 1 }, 'hk');
    await screen.findByRole('heading', { name: /第 1 題/ });
    expect(screen.getByText('A. an apple')).toBeInTheDocument();
    const wrong = screen.getByRole('table', { name: '學生的錯誤答案（最多人答的排先）' });
    expect(within(wrong).getByRole('row', { name: /B\. a banana/ })).toHaveTextContent('Ben');
    expect(screen.getByRole('link', { name: '下一題：第 2 題' })).toHaveAttribute(
      'href',
      '/home/reportCenter/testQuestion?eHomeworkId=41&questionId=2',
    );
  });

  it('says a teacher marks a question without a key, and shows no data for an unknown question', async () => {
    const view = await renderPart('question', { questionId: 2 });
    await screen.findByText('Marked by the teacher');
    view.unmount();
    await renderPart('question', { questionId: 99 });
    await screen.findByText('No data');
  });
});
