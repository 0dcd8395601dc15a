import {
  configureApiClient,
  type MarkingOverview,
  type MarkingUnit,
  markingOverviewQueryOptions,
  nextAnswersQueryOptions,
} from '@harbour/api-client';
import { ConfirmHost } from '@harbour/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { activateLocale, loadCatalog } from '../../../shared/i18n';
import { renderPage } from '../../../shared/test/render-page';
import { essayAnswer } from '../logic/answer-fixture';
import type { ScoringSearch } from '../logic/marking-search';
import { unitQuery } from '../logic/marking-ways';
import { ScoringPage } from './scoring-page';

const overview: MarkingOverview = {
  eHomeworkId: 7,
  homeworkName: 'Unit 3 essay',
  processType: '2a',
  textbookType: 'A_PLUS',
  processKind: 'PRACTICE',
  correctionStatus: 'WAIT_CORRECT',
  announcedAt: null,
  studentCount: 2,
  submittedCount: 2,
  fullyMarkedCount: 0,
  unmarkedCount: 2,
  questions: [],
  writingCriteria: [],
};

const essay = essayAnswer({
  answerId: 50,
  localAnswer: { answerType: 'TEXT', imgUrl: [], text: 'My favourite animal is a cat.' },
});

const unitOf = (studentId: number, name: string): NonNullable<MarkingUnit> => ({
  student: {
    studentId,
    name,
    nameEn: name,
    classId: 2,
    className: '3B',
    classNumber: studentId,
    submitStatus: 'NORMAL',
    submittedAt: '2026-11-21T02:00:00.000Z',
    score: 0,
    fullScore: 10,
  },
  position: studentId,
  total: 2,
  previousStudentId: studentId === 1 ? null : 1,
  nextStudentId: studentId === 1 ? 2 : null,
  answers: [{ ...essay, answerId: 49 + studentId }],
});

const posts: { url: string; body: unknown }[] = [];
let answerPost: () => Response;

beforeEach(() => {
  posts.length = 0;
  configureApiClient({
    baseUrl: 'http://test',
    storage: localStorage,
    onNavigate: () => undefined,
    networkErrorMessage: () => 'Internal server error',
    // Reads the page makes anyway (a refresh) never answer: the cache holds what the server would send.
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST') {
        posts.push({ url: request.url, body: await request.json() });
        return answerPost();
      }
      return new Promise<Response>(() => {});
    },
  });
});

function envelope(status: number, errorMessage: string, errorCode: number) {
  return new Response(JSON.stringify({ resultStatus: false, resultData: null, errorMessage, errorCode }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function renderScoring() {
  activateLocale('en');
  await loadCatalog('marking');
  function Page() {
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const raw = useSearch({ strict: false }) as { studentId?: number };
    const search: ScoringSearch = { eHomeworkId: 7, studentId: Number(raw.studentId ?? 1) };
    if (!queryClient.getQueryData(markingOverviewQueryOptions(7).queryKey)) {
      queryClient.setQueryData(markingOverviewQueryOptions(7).queryKey, overview);
      for (const [id, name] of [
        [1, 'Chan Tai Man'],
        [2, 'Lee Siu Ming'],
      ] as const)
        queryClient.setQueryData(
          nextAnswersQueryOptions(7, unitQuery({ eHomeworkId: 7 }, id)).queryKey,
          unitOf(id, name),
        );
    }
    return (
      <Suspense fallback="loading">
        <ScoringPage
          search={search}
          onSearch={(next) => void navigate({ to: '/', search: { studentId: next.studentId } })}
        />
        <ConfirmHost />
      </Suspense>
    );
  }
  return renderPage(Page);
}

it('checks the score with the server’s rule before sending, and says a conflict by the server’s message', async () => {
  const user = userEvent.setup();
  await renderScoring();
  const score = await screen.findByLabelText('Score (out of 10)');
  await waitFor(() => expect(score).toHaveFocus());
  await user.keyboard('12{Enter}');
  expect(screen.getByText('The score cannot be above 10.')).toBeInTheDocument();
  expect(screen.getByText('A comment is required with this score.')).toBeInTheDocument();
  expect(posts).toEqual([]);

  answerPost = () => envelope(409, 'Ms Lee saved this answer first.', 200504);
  await user.clear(score);
  await user.type(score, '8');
  await user.type(screen.getByLabelText(/^Comment/), 'Good.');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Ms Lee saved this answer first.')).toHaveAttribute('role', 'alert');
  expect(posts).toEqual([
    {
      url: 'http://test/ael/school/practice/practices/7/answers/50/correct',
      body: { score: 8, comment: 'Good.', criteria: [], pictures: [], draft: false, baseVersion: 0 },
    },
  ]);
  // The answer is reloaded: what was typed is cleared.
  expect(screen.getByLabelText('Score (out of 10)')).toHaveValue('');
});

it('warns before leaving a student with unsaved marking, then clears it', async () => {
  const user = userEvent.setup();
  const { router } = await renderScoring();
  const score = await screen.findByLabelText('Score (out of 10)');
  await waitFor(() => expect(score).toHaveFocus());
  await user.keyboard('5j');
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  expect(dialog).toHaveTextContent('The marking you have not saved for this student will be cleared.');
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.getByTestId('marking-student-name')).toHaveTextContent('Chan Tai Man');
  expect(screen.getByLabelText('Score (out of 10)')).toHaveValue('5');

  await user.click(screen.getByRole('button', { name: 'Next student ›' }));
  await user.click(await screen.findByRole('button', { name: 'Leave and clear' }));
  await waitFor(() => expect(screen.getByTestId('marking-student-name')).toHaveTextContent('Lee Siu Ming'));
  expect(router.state.location.search).toEqual({ studentId: 2 });
  expect(screen.getByLabelText('Score (out of 10)')).toHaveValue('');
  // With nothing typed, K goes back without asking.
  screen.getByRole('heading', { level: 2 }).focus();
  await user.keyboard('k');
  await waitFor(() => expect(screen.getByTestId('marking-student-name')).toHaveTextContent('Chan Tai Man'));
  expect(screen.queryByRole('dialog')).toBeNull();
});
