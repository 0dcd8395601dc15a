// Its own entry: TanStack Table is loaded only by the screens with a filterable, sortable table.
export { type ColumnDef, createColumnHelper, type SortingState } from '@tanstack/react-table';
export { canConfirmColumnFilter, columnFilterValue, inSelectedValues } from './column-filter';
export { DataTable, type DataTableProps, type RowDataAttributes } from './data-table';
