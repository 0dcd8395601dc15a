import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { activateLocale, i18n } from '../../app/i18n';
import { unansweredQuestions } from '../../logic/navigator-state';
import { HandIn } from './hand-in';

// A choice question answered, a fill-in and a speaking question (may be empty) without an answer.
const questions = [
  { questionId: 11, serialNo: 1, mayBeEmpty: false },
  { questionId: 12, serialNo: 2, mayBeEmpty: false },
  { questionId: 13, serialNo: 3, mayBeEmpty: true },
];

function renderHandIn(
  answered: Set<number>,
  onGo = vi.fn(),
  onHandIn = vi.fn(),
  partsLeft: ReadonlyMap<number, number[]> = new Map(),
) {
  render(
    <I18nProvider i18n={i18n}>
      <HandIn
        saveState={{ kind: 'idle' }}
        submitting={false}
        problem={null}
        unanswered={unansweredQuestions(questions, answered, partsLeft)}
        total={questions.length}
        onGo={onGo}
        onHandIn={onHandIn}
      />
    </I18nProvider>,
  );
  return { onGo, onHandIn };
}

it('names every unanswered question in hk, marks the one that may be left empty, and goes to it', async () => {
  await activateLocale('hk');
  const { onGo, onHandIn } = renderHandIn(new Set([11]));
  fireEvent.click(screen.getByRole('button', { name: '交功課' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('button', { name: '前往第 2 題' })).toBeInTheDocument();
  const speaking = within(dialog).getByRole('button', { name: '前往第 3 題（可留空）' });
  expect(within(dialog).queryByRole('button', { name: /第 1 題/ })).not.toBeInTheDocument();
  fireEvent.click(speaking);
  expect(onGo).toHaveBeenCalledWith(2);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onHandIn).not.toHaveBeenCalled();
});

it('says all are answered and hands in on confirm, in en', async () => {
  await activateLocale('en');
  const { onHandIn } = renderHandIn(new Set([11, 12, 13]));
  fireEvent.click(screen.getByRole('button', { name: 'Hand in homework' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('All 3 questions are answered.');
  expect(within(dialog).queryByRole('button', { name: /Go to question/ })).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hand in' }));
  expect(onHandIn).toHaveBeenCalledTimes(1);
});

it('names the sub-questions a composite answered in part still leaves empty', async () => {
  await activateLocale('hk');
  renderHandIn(new Set([11, 12, 13]), vi.fn(), vi.fn(), new Map([[12, [2, 4]]]));
  fireEvent.click(screen.getByRole('button', { name: '交功課' }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByRole('button', { name: '前往第 2 題（第 2, 4 小題未作答）' }),
  ).toBeInTheDocument();
  expect(dialog).not.toHaveTextContent('全部');
});
