import {
  configureApiClient,
  type MarkingAnswer,
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
  studentsLeftToMark: [],
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
  answers: answersOf(studentId),
});
let answersOf = (studentId: number): MarkingAnswer[] => [{ ...essay, answerId: 49 + studentId }];

const posts: { url: string; body: unknown }[] = [];
let answerPost: () => Response;
/** The teacher's comment bank as the server keeps it. */
let bank: { commentId: number; text: string; createdAt: string }[] = [];

beforeEach(() => {
  posts.length = 0;
  bank = [];
  answersOf = (studentId) => [{ ...essay, answerId: 49 + studentId }];
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
      if (request.url.endsWith('/comment-bank'))
        return new Response(
          JSON.stringify({
            resultStatus: true,
            resultData: { comments: bank },
            errorMessage: '',
            errorCode: 0,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
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

it('says the teacher’s mark as the score of a marked question, not the automatic check’s 0', async () => {
  answersOf = (studentId) => [
    {
      ...essay,
      answerId: 49 + studentId,
      score: 8,
      marking: {
        version: 1,
        score: 8,
        comment: 'Good.',
        criteria: [],
        pictures: [],
        draft: false,
        markerId: 3,
        markerName: 'Ms Lee',
        markedAt: '2026-11-21T03:00:00.000Z',
      },
    },
    {
      ...essay,
      answerId: 60 + studentId,
      questionId: 6,
      serialNo: 2,
      questionType: 'SINGLE_CHOICE',
      teacherMarked: false,
      commentRequired: false,
      rightStatus: 'RIGHT',
      autoScore: 2,
      score: 2,
      maxScore: 2,
      localAnswer: null,
    },
  ];
  await renderScoring();
  const [essayLine, choiceLine] = await screen.findAllByTestId('marking-score-line');
  expect(essayLine).toHaveTextContent(/^Score 8 \/ 10$/);
  expect(choiceLine).toHaveTextContent(/^Automatic score 2 \/ 2$/);
  expect(screen.queryByText(/Automatic score 0/)).toBeNull();
});

it('says "not scored yet" on an answer waiting for a teacher, not an automatic 0', async () => {
  await renderScoring();
  expect(await screen.findByTestId('marking-score-line')).toHaveTextContent('Not scored yet (out of 10)');
});

it('inserts a saved comment from the comment bank by keyboard (Alt+↓, ↓, Enter)', async () => {
  bank = [
    { commentId: 2, text: 'Check your spelling.', createdAt: '2026-11-20T00:00:00.000Z' },
    { commentId: 1, text: 'Good linking words.', createdAt: '2026-11-19T00:00:00.000Z' },
  ];
  const user = userEvent.setup();
  await renderScoring();
  const comment = await screen.findByLabelText(/^Comment/);
  await user.click(comment);
  await user.type(comment, 'Nice ending.');
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  const filter = await screen.findByRole('combobox', { name: 'Find a saved comment' });
  await waitFor(() => expect(filter).toHaveFocus());
  expect(await screen.findByRole('option', { name: 'Check your spelling.' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Good linking words.' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(filter).toHaveAttribute(
    'aria-activedescendant',
    screen.getByRole('option', { name: 'Good linking words.' }).id,
  );
  await user.keyboard('{Enter}');
  expect(comment).toHaveValue('Nice ending. Good linking words.');
  expect(comment).toHaveFocus();
  expect(screen.queryByRole('listbox')).toBeNull();
  // Enter in the bank inserted: it saved nothing.
  expect(posts).toEqual([]);

  // Typing filters; a click inserts.
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  await user.keyboard('spell');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Check your spelling.']);
  await user.click(screen.getByRole('option', { name: 'Check your spelling.' }));
  expect(comment).toHaveValue('Nice ending. Good linking words. Check your spelling.');
});
