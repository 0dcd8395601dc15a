import type { QuestionOutcome as Outcome } from '@harbour/api-client';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { activateLocale, i18n } from '../app/i18n';
import { QuestionOutcome } from './question-outcome';

const outcome: Outcome = {
  score: 14,
  maxScore: 20,
  comment: '內容充實，注意標點。',
  marked: true,
  criteria: [
    { ruleName: '內容', score: 8 },
    { ruleName: '結構', score: 6 },
  ],
  pictures: [
    {
      imgUrl: '/files/essay-1.jpg',
      rotation: 90,
      marks: [
        { kind: 'TICK', x: 0.2, y: 0.3 },
        { kind: 'NOTE', x: 0.5, y: 0.5, text: '好句' },
      ],
    },
  ],
};

function renderOutcome(value: Outcome) {
  return render(
    <I18nProvider i18n={i18n}>
      <QuestionOutcome outcome={value} serialNo={3} />
    </I18nProvider>,
  );
}

it('shows the teacher’s score, comment and each writing criterion’s score in hk', async () => {
  await activateLocale('hk');
  renderOutcome(outcome);
  const result = screen.getByRole('region', { name: '第 3 題的結果' });
  expect(result).toHaveTextContent('14 / 20');
  expect(result).toHaveTextContent('內容充實，注意標點。');
  const criteria = within(result).getByRole('table', { name: '寫作評分準則得分' });
  expect(within(criteria).getByRole('row', { name: '內容 8' })).toBeInTheDocument();
  expect(within(criteria).getByRole('row', { name: '結構 6' })).toBeInTheDocument();
});

it('shows the marked photos with the teacher’s marks, named for the question, in en', async () => {
  await activateLocale('en');
  renderOutcome(outcome);
  expect(
    await screen.findByRole('heading', { name: 'Your photos as the teacher marked them' }),
  ).toBeInTheDocument();
  // The photo renderer names the photo and lists the teacher's notes for screen readers.
  expect(await screen.findByText(/Photo 1 of question 3/)).toBeInTheDocument();
  expect(screen.getByText('好句')).toBeInTheDocument();
});

it('shows neither criteria nor photos for an answer that has none', async () => {
  await activateLocale('en');
  renderOutcome({ ...outcome, criteria: [], pictures: [], comment: '' });
  const result = screen.getByRole('region', { name: 'Result of question 3' });
  expect(result).toHaveTextContent('14 / 20');
  expect(within(result).queryByRole('table')).toBeNull();
  expect(within(result).queryByText("Teacher's comment")).toBeNull();
  expect(within(result).queryByRole('heading')).toBeNull();
});

it('says a score the teacher has not marked yet is provisional, in hk and en', async () => {
  await activateLocale('hk');
  const waiting = { ...outcome, marked: false, score: 0, comment: '', criteria: [], pictures: [] };
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <QuestionOutcome outcome={waiting} serialNo={3} provisional />
    </I18nProvider>,
  );
  expect(screen.getByRole('region', { name: '第 3 題的結果' })).toHaveTextContent('暫定分數（尚未批改完成）');
  unmount();
  await activateLocale('en');
  renderOutcome(outcome);
  expect(screen.getByRole('region', { name: 'Result of question 3' })).not.toHaveTextContent('Provisional');
});
