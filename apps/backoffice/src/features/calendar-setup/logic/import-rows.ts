import type { ImportRow } from '@harbour/api-client';

// A scheme of work as the browser reads it: the first row names the columns (in English or Chinese, any
// order); every other non-empty row becomes an ImportRow of text cells, checked by the server.

/** The columns of a scheme of work and the headers that name each. */
export const IMPORT_COLUMNS: Readonly<Record<keyof ImportRow, readonly string[]>> = {
  className: ['class', 'classname', '班別', '班級'],
  subject: ['subject', '科目'],
  name: ['name', 'name (chinese)', 'unit', '單元', '單元名稱', '中文名稱'],
  nameEn: ['nameen', 'name (english)', 'english name', '英文名稱'],
  startDate: ['start', 'startdate', 'start date', '開始日期'],
  endDate: ['end', 'enddate', 'end date', '結束日期'],
  sortOrder: ['order', 'sortorder', '次序'],
  papers: ['papers', 'paper', '試卷'],
  objectives: ['objectives', 'learning objectives', '學習目標'],
};

/** The header of the template a school downloads, in this order. */
export const IMPORT_TEMPLATE_HEADER = [
  'class',
  'subject',
  'name',
  'nameEn',
  'startDate',
  'endDate',
  'order',
  'papers',
  'objectives',
] as const;

/** A cell as text: dates as YYYY-MM-DD (their calendar day), numbers as written, empty for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  return String(value).trim();
}

/** The column a header names, if any. */
export function columnOfHeader(header: string): keyof ImportRow | undefined {
  const text = header.trim().toLowerCase();
  return (Object.keys(IMPORT_COLUMNS) as (keyof ImportRow)[]).find((column) =>
    IMPORT_COLUMNS[column].includes(text),
  );
}

/**
 * The rows of a sheet (its first row the header) as import rows; answers the required columns the header
 * lacks too, so the page can say so before anything is sent.
 */
export function importRowsOf(sheet: readonly (readonly unknown[])[]): {
  rows: ImportRow[];
  missing: (keyof ImportRow)[];
} {
  const [header = [], ...body] = sheet;
  const columns = header.map((cell) => columnOfHeader(cellText(cell)));
  const required: (keyof ImportRow)[] = ['className', 'subject', 'name', 'nameEn', 'startDate', 'endDate'];
  const missing = required.filter((column) => !columns.includes(column));
  const rows = body
    .filter((cells) => cells.some((cell) => cellText(cell) !== ''))
    .map((cells) => {
      const row: ImportRow = { className: '', subject: '', name: '', nameEn: '', startDate: '', endDate: '' };
      columns.forEach((column, index) => {
        if (column) row[column] = cellText(cells[index]);
      });
      return row;
    });
  return { rows, missing };
}

/** Reads a chosen CSV or XLSX file into sheet rows; the parsers are loaded only when a file is chosen. */
export async function readSheet(file: File): Promise<unknown[][]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet: readXlsxSheet } = await import('read-excel-file/browser');
    return (await readXlsxSheet(file)) as unknown[][];
  }
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}
