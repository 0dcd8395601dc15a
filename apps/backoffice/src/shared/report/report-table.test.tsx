import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalog } from '../i18n';
import { rateColumn } from './rate-column';
import { chartOf, exportOf, type ReportColumn } from './report-columns';
import { ReportTable } from './report-table';

beforeAll(async () => {
  activateLocale('en');
  await loadCatalog('report');
});

interface Student {
  id: number;
  name: string;
  score: number | null;
  rate: number | null;
  seconds: number;
}
const students: Student[] = [
  { id: 1, name: 'Chan Tai Man', score: 8, rate: 80.04, seconds: 75 },
  { id: 2, name: 'Lee Siu Ming', score: null, rate: null, seconds: 0 },
];
const columns: ReportColumn<Student>[] = [
  { id: 'name', header: 'Student', rowHeader: true, value: (s) => s.name },
  {
    id: 'score',
    header: 'Score',
    type: 'number',
    value: (s) => s.score,
    cell: (s) => (s.score === null ? 'Not handed in' : `${s.score} / 10`),
  },
  rateColumn('rate', 'Score rate', (s) => s.rate, { exportHeader: 'Score rate (%)' }),
  { id: 'time', header: 'Time', in: 'table', cell: (s) => `${s.seconds} s` },
  { id: 'seconds', header: 'Seconds', type: 'number', in: 'export', value: (s) => s.seconds },
];

describe('the report columns', () => {
  it('give the export its columns and rows: export-only columns in, table-only out, values not cells', () => {
    const exported = exportOf(columns, students);
    expect(exported.columns).toEqual([
      { key: 'name', header: 'Student' },
      { key: 'score', header: 'Score', type: 'number' },
      { key: 'rate', header: 'Score rate (%)', type: 'number' },
      { key: 'seconds', header: 'Seconds', type: 'number' },
    ]);
    expect(exported.rows).toEqual([
      { name: 'Chan Tai Man', score: 8, rate: 80, seconds: 75 },
      { name: 'Lee Siu Ming', score: null, rate: null, seconds: 0 },
    ]);
  });

  it('give a chart its rows, category and series from the same columns', () => {
    const rate = rateColumn<Student>('rate', 'Score rate', (s) => s.rate);
    const chart = chartOf(students, columns[0] as ReportColumn<Student>, [rate]);
    expect(chart.category).toEqual({ key: 'name', label: 'Student' });
    expect(chart.series).toEqual([{ key: 'rate', label: 'Score rate' }]);
    expect(chart.data).toEqual([
      // The chart draws the whole percentage the table and the export show.
      { name: 'Chan Tai Man', rate: 80 },
      { name: 'Lee Siu Ming', rate: null },
    ]);
  });
});

describe('ReportTable', () => {
  it('draws the table columns with their cells, the row header and the rate badges', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ReportTable columns={columns} rows={students} caption="Students" rowKey={(s) => String(s.id)} />
      </I18nProvider>,
    );
    const table = screen.getByRole('table', { name: 'Students' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Student', 'Score', 'Score rate', 'Time']);
    const lee = within(table).getByRole('rowheader', { name: 'Lee Siu Ming' }).closest('tr') as HTMLElement;
    expect(lee).toHaveTextContent('Not handed in');
    expect(lee).toHaveTextContent('No data');
    const chan = within(table).getByRole('rowheader', { name: 'Chan Tai Man' }).closest('tr') as HTMLElement;
    expect(chan).toHaveTextContent('8 / 10');
    expect(chan).toHaveTextContent('80%');
    expect(chan).toHaveTextContent('75 s');
  });

  it('shows what it is given for no rows instead of an empty table', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ReportTable columns={columns} rows={[]} caption="Students" empty={<p>Nobody yet</p>} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
  });
});
