import { createColumnHelper } from '@harbour/ui/table';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { activateLocale, i18n } from '../i18n';
import type { SortParam } from '../search-params';
import { ListTable, sortingOf, sortParamOf } from './list-table';

interface Pupil {
  name: string;
  score: number;
}
const helper = createColumnHelper<Pupil>();
const columns = [
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('score', { header: 'Score', meta: { className: 'hb-table__num' } }),
];
const pupils: Pupil[] = [
  { name: 'Chan', score: 72 },
  { name: 'Lee', score: 95 },
  { name: 'Wong', score: 58 },
];
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** The list with its page and sort held as the URL would hold them. */
function Harness({ total }: { total?: number }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortParam | undefined>();
  return (
    <I18nProvider i18n={i18n}>
      <ListTable
        caption="Pupils"
        columns={columns}
        data={pupils}
        rowHeader="name"
        paging={{ page, pageSize: 2, onPage: setPage, ...(total === undefined ? {} : { total }) }}
        sort={{ value: sort, onSort: setSort }}
      />
      <output>{sort ?? 'none'}</output>
    </I18nProvider>
  );
}

it('pages a short list in the browser and sorts it through its sort param', async () => {
  activateLocale('en');
  render(<Harness />);
  expect(screen.getByRole('table', { name: 'Pupils' })).toBeInTheDocument();
  expect(names()).toEqual(['Chan', 'Lee']);
  const pager = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(pager).getByText('1 / 2')).toBeInTheDocument();
  await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(names()).toEqual(['Wong']);
  await userEvent.click(screen.getByRole('button', { name: /Score/ }));
  expect(screen.getByRole('status')).toHaveTextContent('score');
  expect(names()).toEqual(['Lee']);
  await userEvent.click(screen.getByRole('button', { name: /Score/ }));
  expect(screen.getByRole('status')).toHaveTextContent('-score');
  expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'descending');
  expect(names()).toEqual(['Wong']);
});

it('shows the rows given as the page with server paging, and the pages of the total', () => {
  activateLocale('en');
  render(<Harness total={7} />);
  expect(names()).toEqual(['Chan', 'Lee', 'Wong']);
  expect(screen.getByText('1 / 4')).toBeInTheDocument();
});

it('has no sort buttons and no pager for a list shown whole in its own order', () => {
  activateLocale('hk');
  render(
    <I18nProvider i18n={i18n}>
      <ListTable caption="Pupils" columns={columns} data={[]} />
    </I18nProvider>,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '暫無資料' })).toBeInTheDocument();
});

it('turns the sort param into the table sort and back', () => {
  expect(sortingOf(undefined)).toEqual([]);
  expect(sortingOf('-score')).toEqual([{ id: 'score', desc: true }]);
  expect(sortParamOf([{ id: 'name', desc: false }])).toBe('name');
  expect(sortParamOf(sortingOf('-score'))).toBe('-score');
  expect(sortParamOf([])).toBeUndefined();
});
