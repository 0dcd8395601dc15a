import { DataTable, type DataTableProps, type SortingState } from '@harbour/ui/table';
import './list-table.css';
import type { SortParam } from '../search-params';
import { Pager } from './pager';

/** The page of a list, kept in the URL's search params (`page`). */
export interface ListPaging {
  /** The page shown, from 1. */
  page: number;
  /** Rows a page. */
  pageSize: number;
  /**
   * Server paging: how many rows the call has in all, the rows given being this page's. Without it the
   * rows are the whole (short) list and the table shows the page of them (client paging).
   */
  total?: number;
  /** Goes to a page (navigates: the page is the URL's). */
  onPage: (page: number) => void;
}

/** A sort kept in the URL's search params (`sort`: a column id, `-id` for descending). */
export interface ListSort {
  /** The sort read from the URL, undefined for the list's own order. */
  value: SortParam | undefined;
  /** Writes the sort to the URL. */
  onSort: (next: SortParam | undefined) => void;
}

export interface ListTableProps<Row>
  extends Omit<
    DataTableProps<Row>,
    'page' | 'pageSize' | 'sorting' | 'onSortingChange' | 'defaultSorting' | 'enableSorting'
  > {
  /** Paging, bound to the URL; none for a list shown whole. */
  paging?: ListPaging;
  /** Sorting by the column headers, bound to the URL; none for a list in its own order. */
  sort?: ListSort;
}

/**
 * Every list of the back-office: @harbour/ui's DataTable (caption, empty state, row headers, sort by
 * the headers from the keyboard) with its sort and page bound to the URL, and the pager under it.
 */
export function ListTable<Row>({ paging, sort, data, ...table }: ListTableProps<Row>) {
  const pages = paging ? Math.max(1, Math.ceil((paging.total ?? data.length) / paging.pageSize)) : 1;
  const page = paging ? Math.min(paging.page, pages) : 1;
  const clientPaging = paging !== undefined && paging.total === undefined;
  return (
    <>
      {/* A list wider than its column scrolls inside it, never the page (1024 px, large font). */}
      <div className="hb-table-scroll">
        <DataTable
          {...table}
          data={data}
          enableSorting={sort !== undefined}
          // A list paged by the server is sorted by it too: the rows come in the URL's sort.
          manualSorting={paging?.total !== undefined}
          {...(sort
            ? {
                sorting: sortingOf(sort.value),
                onSortingChange: (next: SortingState) => sort.onSort(sortParamOf(next)),
              }
            : {})}
          {...(clientPaging ? { page, pageSize: paging.pageSize } : {})}
        />
      </div>
      {paging ? <Pager page={page} pages={pages} onPage={paging.onPage} /> : null}
    </>
  );
}

/** The table's sort from the URL's `sort`. */
export function sortingOf(sort: SortParam | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

/** The URL's `sort` from the table's sort (the first column only). */
export function sortParamOf(sorting: SortingState): SortParam | undefined {
  const first = sorting[0];
  if (!first) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}
