import { createColumnHelper } from '@tanstack/react-table';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { DataTable } from './data-table';

interface Student {
  name: string;
  className: string;
  score: number;
}
const helper = createColumnHelper<Student>();
const columns = [
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('className', { header: 'Class', enableColumnFilter: true }),
  helper.accessor('score', { header: 'Score' }),
];
const students: Student[] = [
  { name: 'Chan Tai Man', className: '4A', score: 72 },
  { name: 'Lee Siu Ming', className: '4B', score: 95 },
  { name: 'Wong Ka Yan', className: '4A', score: 58 },
  { name: 'Ho Wing', className: '4C', score: 81 },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('says what an empty list is and what to do next, with a link', () => {
    renderUi(
      <DataTable
        caption="Students"
        columns={columns}
        data={[]}
        noDataText={
          <>
            No students yet. <a href="/import">Import a class list</a>.
          </>
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Import a class list' })).toHaveAttribute('href', '/import');
    expect(screen.getByText(/No students yet/)).toBeInTheDocument();
  });

  it('sorts by a column header, ascending then descending, with aria-sort', async () => {
    renderUi(<DataTable caption="Students" columns={columns} data={students} />);
    expect(screen.getByRole('table', { name: 'Students' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Score/ }));
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Wong Ka Yan', 'Chan Tai Man', 'Ho Wing', 'Lee Siu Ming']);
    await userEvent.click(screen.getByRole('button', { name: /Score/ }));
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Lee Siu Ming', 'Ho Wing', 'Chan Tai Man', 'Wong Ka Yan']);
  });

  it('filters a column by the confirmed values', async () => {
    renderUi(<DataTable caption="Students" columns={columns} data={students} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter Class' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter Class' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '4B' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '4C' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names()).toEqual(['Chan Tai Man', 'Wong Ka Yan']);
  });

  it('keeps Confirm inactive when nothing is selected', async () => {
    renderUi(<DataTable caption="Students" columns={columns} data={students} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter Class' }));
    const dialog = screen.getByRole('dialog');
    const all = within(dialog).getByRole('checkbox', { name: 'Select all' });
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '4A' }));
    expect(all).toHaveProperty('indeterminate', true);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('goes back to all selected on Cancel and on close', async () => {
    renderUi(<DataTable caption="Students" columns={columns} data={students} />);
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Filter Class' }));
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: '4A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(names()).toHaveLength(2);

    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(names()).toHaveLength(4);

    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: '4B' }));
    await userEvent.keyboard('{Escape}');
    expect(names()).toHaveLength(4);
    await open();
    for (const value of ['4A', '4B', '4C'])
      expect(screen.getByRole('checkbox', { name: value })).toBeChecked();
  });

  it('shows the no-data text without rows', () => {
    renderUi(<DataTable caption="Students" columns={columns} data={[]} />, { locale: 'hk' });
    expect(screen.getByRole('cell', { name: '暫無資料' })).toBeInTheDocument();
  });

  it('sorts under control: the header asks for the new sort, the rows follow the sort given', async () => {
    const asked: unknown[] = [];
    const { rerender } = renderUi(
      <DataTable
        caption="Students"
        columns={columns}
        data={students}
        sorting={[]}
        onSortingChange={(next) => asked.push(next)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Score/ }));
    expect(asked).toEqual([[{ id: 'score', desc: false }]]);
    expect(names()).toEqual(['Chan Tai Man', 'Lee Siu Ming', 'Wong Ka Yan', 'Ho Wing']);
    rerender(
      <DataTable
        caption="Students"
        columns={columns}
        data={students}
        sorting={[{ id: 'score', desc: true }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Lee Siu Ming', 'Ho Wing', 'Chan Tai Man', 'Wong Ka Yan']);
  });

  it('sorted by the server, keeps the rows in their order while showing and asking for the sort', async () => {
    const asked: unknown[] = [];
    renderUi(
      <DataTable
        caption="Students"
        columns={columns}
        data={students}
        manualSorting
        sorting={[{ id: 'score', desc: true }]}
        onSortingChange={(next) => asked.push(next)}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Chan Tai Man', 'Lee Siu Ming', 'Wong Ka Yan', 'Ho Wing']);
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(asked).toEqual([[{ id: 'name', desc: false }]]);
  });

  it('offers no sort buttons when sorting is off', () => {
    renderUi(<DataTable caption="Students" columns={columns} data={students} enableSorting={false} />);
    expect(screen.queryByRole('button', { name: /Score/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
  });

  it('draws the row header column as th scope=row, with the column class and row attributes', () => {
    const numbered = [
      helper.accessor('name', { header: 'Name' }),
      helper.accessor('score', { header: 'Score', meta: { className: 'hb-table__num' } }),
    ];
    renderUi(
      <DataTable
        caption="Students"
        columns={numbered}
        data={students}
        rowHeader="name"
        rowAttributes={(s) => ({ 'data-name': s.name })}
      />,
    );
    const header = screen.getByRole('rowheader', { name: 'Ho Wing' });
    expect(header).toHaveAttribute('scope', 'row');
    expect(header.closest('tr')).toHaveAttribute('data-name', 'Ho Wing');
    expect(screen.getByRole('cell', { name: '81' })).toHaveClass('hb-table__num');
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveClass('hb-table__num');
  });

  it('shows one page of the sorted rows with client paging', async () => {
    renderUi(<DataTable caption="Students" columns={columns} data={students} page={2} pageSize={3} />);
    expect(names()).toEqual(['Ho Wing']);
    await userEvent.click(screen.getByRole('button', { name: /Score/ }));
    expect(names()).toEqual(['Lee Siu Ming']);
  });

  it('adds a footer row when a column has a footer, its row header in the row header column', () => {
    const withAverage = [
      helper.accessor('name', { header: 'Name', footer: 'Average' }),
      helper.accessor('score', { header: 'Score', footer: '76.5' }),
    ];
    renderUi(<DataTable caption="Students" columns={withAverage} data={students} rowHeader="name" />);
    const footer = screen.getByRole('rowheader', { name: 'Average' }).closest('tr');
    expect(footer?.parentElement?.tagName).toBe('TFOOT');
    expect(within(footer as HTMLElement).getByRole('cell', { name: '76.5' })).toBeInTheDocument();
  });

  it('has no footer when no column has one', () => {
    renderUi(<DataTable caption="Students" columns={columns} data={students} />);
    expect(document.querySelector('tfoot')).toBeNull();
  });

  it('keeps a cell and its focus when a render passes new column functions (a column list written in render)', async () => {
    // Each call makes new header and cell functions, as a page that writes its columns in its render does.
    const linkColumns = () => [
      helper.accessor('name', {
        header: () => <span>Name</span>,
        cell: (c) => <a href="#s">{c.getValue()}</a>,
      }),
    ];
    const { rerender } = renderUi(<DataTable caption="Students" columns={linkColumns()} data={students} />);
    const link = screen.getByRole('link', { name: 'Lee Siu Ming' });
    link.focus();
    rerender(<DataTable caption="Students" columns={linkColumns()} data={[...students]} />);
    expect(screen.getByRole('link', { name: 'Lee Siu Ming' })).toBe(link);
    expect(link).toHaveFocus();
  });
});
