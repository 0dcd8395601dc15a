import { type ColumnDef, DataTable, type RowDataAttributes } from '@harbour/ui/table';
import type { ReactNode } from 'react';
import { type ReportColumn, tableColumnsOf, valueText } from './report-columns';
import './report.css';

export type { RowDataAttributes };

export interface ReportTableProps<Row> {
  /** The columns (the same list the export and the chart read). */
  columns: readonly ReportColumn<Row>[];
  /** The rows, in the order shown. */
  rows: readonly Row[];
  /** Caption, also the table's accessible name. */
  caption: string;
  /** Hide the caption visually (kept for screen readers). */
  hideCaption?: boolean;
  /** Shown instead of the table when there are no rows (e.g. <NoData />); without it the table says so. */
  empty?: ReactNode;
  /** A row's key. */
  rowKey?: (row: Row, index: number) => string;
  /** `data-*` attributes of a row (e.g. `data-hardest` for the hardest question's row). */
  rowAttributes?: (row: Row) => RowDataAttributes;
  /** Extra class of the table. */
  className?: string;
}

/** TanStack's column definitions of report columns: the value is the accessor, the cell what is shown. */
export function columnDefsOf<Row>(columns: readonly ReportColumn<Row>[]): ColumnDef<Row, never>[] {
  return tableColumnsOf(columns).map((column) => {
    const { value } = column;
    const def: ColumnDef<Row, unknown> = {
      id: column.id,
      header: column.headerCell === undefined ? column.header : () => column.headerCell,
      cell: ({ row }) => (column.cell ? column.cell(row.original) : valueText(column, row.original)),
      enableSorting: column.sort === true,
      ...(value ? { accessorFn: (row: Row) => value(row) } : {}),
      ...(column.footer === undefined ? {} : { footer: () => column.footer }),
      ...(column.className ? { meta: { className: column.className } } : {}),
    };
    return def as ColumnDef<Row, never>;
  });
}

/**
 * Every table of a report page: @harbour/ui's DataTable (TanStack Table) over the report columns, in a
 * box that scrolls sideways when the table is wider than the page.
 */
export function ReportTable<Row>({
  columns,
  rows,
  caption,
  hideCaption,
  empty,
  rowKey,
  rowAttributes,
  className,
}: ReportTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const rowHeader = columns.find((column) => column.rowHeader)?.id;
  return (
    <div className="hb-report-table-scroll">
      <DataTable
        columns={columnDefsOf(columns)}
        data={rows}
        caption={caption}
        className={className ? `hb-report-table ${className}` : 'hb-report-table'}
        {...(hideCaption ? { hideCaption } : {})}
        {...(rowHeader ? { rowHeader } : {})}
        {...(rowKey ? { getRowId: rowKey } : {})}
        {...(rowAttributes ? { rowAttributes } : {})}
      />
    </div>
  );
}
