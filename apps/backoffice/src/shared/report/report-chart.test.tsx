import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalog } from '../i18n';
import { bandFill } from './bands';
import type { ReportView } from './chart-model';
import { ReportChart } from './report-chart';

beforeAll(async () => {
  activateLocale('en');
  await loadCatalog('report');
});

const questions = [
  { question: 'Q1', correct: 92.5, score: 88 },
  { question: 'Q2', correct: 41, score: null },
  { question: 'Q3', correct: 0, score: 12.25 },
];

function Harness() {
  const [view, setView] = useState<ReportView>('chart');
  return (
    <I18nProvider i18n={i18n}>
      <ReportChart
        kind="bar"
        title="Correct rate by question"
        data={questions}
        category={{ key: 'question', label: 'Question' }}
        series={[
          { key: 'correct', label: 'Correct rate' },
          { key: 'score', label: 'Score rate' },
        ]}
        format={(value) => `${value}%`}
        colourOf={(row, key) => bandFill('progress', typeof row[key] === 'number' ? row[key] : null)}
        domain={[0, 100]}
        view={view}
        onViewChange={setView}
      />
      <output>{view}</output>
    </I18nProvider>
  );
}

it('shows the chart as a named picture, and the same numbers in a table from the keyboard', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(
    screen.getByRole('img', {
      name: 'Correct rate by question (chart; the same numbers are in the Table view)',
    }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Chart' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByText('table', { selector: 'output' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Correct rate by question' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Question', 'Correct rate', 'Score rate']);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Q1', '92.5%', '88%'],
    ['Q2', '41%', '—No data'],
    ['Q3', '0%', '12.25%'],
  ]);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Q1', 'Q2', 'Q3']);
  await user.click(screen.getByRole('tab', { name: 'Chart' }));
  expect(screen.getByText('chart', { selector: 'output' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
