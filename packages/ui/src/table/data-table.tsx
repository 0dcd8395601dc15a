import { useLingui } from '@lingui/react';
import {
  type Column,
  type ColumnDef,
  type ColumnDefTemplate,
  type ColumnFiltersState,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { uiText } from '../i18n/messages';
import { canConfirmColumnFilter, columnFilterValue, inSelectedValues } from './column-filter';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Class of the column's header and cells (e.g. `hb-table__num`: numbers aligned right). */
    className?: string;
  }
}

/**
 * A column's header, cell or footer: its text, or what its render function returns for the context. The
 * function runs inside this one component type. TanStack's flexRender takes a function for a component, so a
 * column list written in a page's render (new functions each render) would remount every cell on each
 * render, and a focused link or button in a cell would lose the focus.
 */
function TablePart<Context extends object>({
  render,
  context,
}: {
  render: ColumnDefTemplate<Context> | undefined;
  context: Context;
}): ReactNode {
  return typeof render === 'function' ? render(context) : (render ?? null);
}

/** `data-*` attributes of a row, such as the id end-to-end tests find it by. */
export type RowDataAttributes = Record<`data-${string}`, string | number>;

export interface DataTableProps<Row> {
  /**
   * Column definitions (TanStack, e.g. from createColumnHelper); a column gets a value filter with
   * `enableColumnFilter: true`. Typed `never` so that columns of any value type fit.
   */
  columns: ColumnDef<Row, never>[];
  /** The rows. */
  data: readonly Row[];
  /** Caption, also the table's accessible name. */
  caption: string;
  /** Hide the caption visually (kept for screen readers). */
  hideCaption?: boolean;
  /** What an empty list says, best with what to do next (text, or text with a link); 'No data' by default. */
  noDataText?: ReactNode;
  /** Initial sort (when the sort is not controlled). */
  defaultSorting?: SortingState;
  /** Whether columns sort by their header (default true); a column can refuse with `enableSorting: false`. */
  enableSorting?: boolean;
  /** The rows come sorted (by the server, in `sorting`'s order): the headers set the sort, the table keeps the order. */
  manualSorting?: boolean;
  /** Controlled sort, e.g. read from the URL's search params; goes with `onSortingChange`. */
  sorting?: SortingState;
  /** Called with the new sort when a header is pressed (controlled sort). */
  onSortingChange?: (sorting: SortingState) => void;
  /** Id of the column whose cells are row headers (`th scope="row"`). */
  rowHeader?: string;
  /** A row's key (default: its index). */
  getRowId?: (row: Row, index: number) => string;
  /** `data-*` attributes of a row. */
  rowAttributes?: (row: Row) => RowDataAttributes;
  /** Client paging: shows this page (from 1) of `pageSize` rows, after sorting and filtering. */
  page?: number;
  /** Client paging: rows a page. */
  pageSize?: number;
  /** Extra class of the table. */
  className?: string;
}

/**
 * A table with sortable columns and per-column value filters (spec back-office §2); a column with a
 * `footer` gives the table a footer row (e.g. a class average under each column), its row header in the
 * `rowHeader` column.
 */
export function DataTable<Row>({
  columns,
  data,
  caption,
  hideCaption,
  noDataText,
  defaultSorting = [],
  enableSorting = true,
  manualSorting = false,
  sorting: controlledSorting,
  onSortingChange,
  rowHeader,
  getRowId,
  rowAttributes,
  page,
  pageSize,
  className,
}: DataTableProps<Row>) {
  const { i18n } = useLingui();
  const [ownSorting, setOwnSorting] = useState<SortingState>(defaultSorting);
  const sorting = controlledSorting ?? ownSorting;
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const rows = useMemo(() => [...data], [data]);
  const table = useReactTable({
    data: rows,
    // Columns of different value types meet here; each keeps its own type where it is defined.
    columns: columns as ColumnDef<Row, unknown>[],
    state: { sorting, columnFilters },
    enableSorting,
    manualSorting,
    ...(getRowId ? { getRowId } : {}),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (controlledSorting === undefined) setOwnSorting(next);
      onSortingChange?.(next);
    },
    onColumnFiltersChange: setColumnFilters,
    defaultColumn: { filterFn: inSelectedValues as never },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const all = table.getRowModel().rows;
  const visible =
    page !== undefined && pageSize !== undefined ? all.slice((page - 1) * pageSize, page * pageSize) : all;
  return (
    <table className={className ? `hb-table ${className}` : 'hb-table'}>
      <caption className={hideCaption ? 'hb-visually-hidden' : 'hb-table__caption'}>{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const label = header.isPlaceholder ? null : (
                <TablePart
                  key={header.id}
                  render={header.column.columnDef.header}
                  context={header.getContext()}
                />
              );
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={header.column.columnDef.meta?.className}
                  colSpan={header.colSpan}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  <span className="hb-table__head">
                    {header.column.getCanSort() && !header.isPlaceholder ? (
                      <AriaButton
                        className="hb-table__sort"
                        onPress={() => header.column.toggleSorting(sorted === 'asc')}
                      >
                        {label}
                        <span aria-hidden="true" className="hb-table__sort-icon">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </AriaButton>
                    ) : (
                      label
                    )}
                    {header.column.columnDef.enableColumnFilter === true ? (
                      <ColumnFilter
                        column={header.column}
                        name={String(header.column.columnDef.header ?? header.column.id)}
                        values={distinctValues(
                          table.getCoreRowModel().rows.map((r) => r.getValue(header.column.id)),
                        )}
                      />
                    ) : null}
                  </span>
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {visible.length === 0 ? (
          <tr>
            <td className="hb-table__empty" colSpan={table.getVisibleLeafColumns().length}>
              {noDataText ?? i18n._(uiText.tableNoData)}
            </td>
          </tr>
        ) : (
          visible.map((row) => (
            <tr key={row.id} {...rowAttributes?.(row.original)}>
              {row.getVisibleCells().map((cell) => {
                const content = (
                  <TablePart key={cell.id} render={cell.column.columnDef.cell} context={cell.getContext()} />
                );
                const cellClass = cell.column.columnDef.meta?.className;
                return cell.column.id === rowHeader ? (
                  <th key={cell.id} scope="row" className={cellClass}>
                    {content}
                  </th>
                ) : (
                  <td key={cell.id} className={cellClass}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
      {table.getAllLeafColumns().some((column) => column.columnDef.footer !== undefined) ? (
        <tfoot>
          {table.getFooterGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const content = header.isPlaceholder ? null : (
                  <TablePart
                    key={header.id}
                    render={header.column.columnDef.footer}
                    context={header.getContext()}
                  />
                );
                const cellClass = header.column.columnDef.meta?.className;
                return header.column.id === rowHeader ? (
                  <th key={header.id} scope="row" className={cellClass}>
                    {content}
                  </th>
                ) : (
                  <td key={header.id} className={cellClass}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
}

function distinctValues(values: unknown[]): string[] {
  return [...new Set(values.map((v) => String(v ?? '')))].sort((a, b) => a.localeCompare(b));
}

interface ColumnFilterProps<Row> {
  column: Column<Row, unknown>;
  name: string;
  values: string[];
}

/**
 * The value filter of one column: Confirm is inactive with nothing selected; Cancel or closing
 * goes back to all selected (spec back-office §2).
 */
function ColumnFilter<Row>({ column, name, values }: ColumnFilterProps<Row>) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const applied = column.getFilterValue() as string[] | undefined;
  const [draft, setDraft] = useState<string[]>(values);
  const title = i18n._({ ...uiText.tableFilter, values: { column: name } });
  const resetToAll = () => {
    setDraft(values);
    column.setFilterValue(undefined);
    setOpen(false);
  };
  const allSelected = values.every((v) => draft.includes(v));
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(applied ?? values);
          setOpen(true);
        } else resetToAll();
      }}
    >
      <AriaButton className="hb-table__filter" aria-label={title} data-active={applied ? true : undefined}>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className="hb-table__filter-icon">
          <path d="M1 1.5h10L7.2 6v4.5L4.8 9.3V6z" fill="currentColor" />
        </svg>
      </AriaButton>
      <Popover className="hb-popover" placement="bottom">
        <Dialog className="hb-popover__dialog hb-table__filter-dialog" aria-label={title}>
          <Heading slot="title" className="hb-visually-hidden">
            {title}
          </Heading>
          <Checkbox
            isSelected={allSelected}
            isIndeterminate={!allSelected && draft.length > 0}
            onChange={(checked) => setDraft(checked ? values : [])}
          >
            {i18n._(uiText.tableSelectAll)}
          </Checkbox>
          <div className="hb-table__filter-values">
            {values.map((value) => (
              <Checkbox
                key={value}
                isSelected={draft.includes(value)}
                onChange={(checked) =>
                  setDraft((d) => (checked ? [...d, value] : d.filter((v) => v !== value)))
                }
              >
                {value}
              </Checkbox>
            ))}
          </div>
          <div className="hb-table__filter-actions">
            <Button variant="secondary" onPress={resetToAll}>
              {i18n._(uiText.modalCancel)}
            </Button>
            <Button
              isDisabled={!canConfirmColumnFilter(draft)}
              onPress={() => {
                column.setFilterValue(columnFilterValue(draft, values));
                setOpen(false);
              }}
            >
              {i18n._(uiText.modalConfirm)}
            </Button>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
