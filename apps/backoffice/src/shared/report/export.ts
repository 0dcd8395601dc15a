/**
 * Exports of a report table: CSV (papaparse, UTF-8 with a byte order mark so that Excel reads
 * Chinese names) and XLSX (write-excel-file). Both libraries are imported when an export starts, never with
 * a page. Rows are written in chunks, yielding to the browser between them, so a progress bar moves and a
 * long export can be cancelled.
 */

import { hongKongDate } from '@harbour/domain';

/** A column of an export: the rows' field, its header, and whether it holds numbers. */
export interface ExportColumn {
  key: string;
  header: string;
  /** number: written as a number (a numeric cell, not text); text (default): as text. */
  type?: 'number' | 'text';
  /** XLSX column width in characters (default: sized to the longest cell). */
  width?: number;
}

/** A row of an export: a value per column key (null/undefined: an empty cell). */
export type ExportRow = Readonly<Record<string, string | number | boolean | null | undefined>>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportProgress {
  /** Rows written so far. */
  done: number;
  /** Rows in all. */
  total: number;
}

export interface ExportOptions {
  /** Called after each chunk (and once at the end with done = total). */
  onProgress?: (progress: ExportProgress) => void;
  /** Cancels the export: it then rejects with an AbortError. */
  signal?: AbortSignal;
  /** Rows per chunk (default 500). */
  chunkSize?: number;
}

const BOM = '\uFEFF';
const DEFAULT_CHUNK = 500;

/** Lets the browser paint (the progress bar) and handle input (Cancel) between two chunks. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new DOMException('The export was cancelled.', 'AbortError');
}

/** A cell's value for its column: a number column's numbers as numbers (text that is one, too). */
export function cellValue(column: ExportColumn, row: ExportRow): string | number | boolean | null {
  const value = row[column.key];
  if (value === null || value === undefined) return null;
  if (column.type === 'number') {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(n) ? n : String(value);
  }
  return typeof value === 'boolean' ? value : String(value);
}

/** East Asian wide and full-width characters (CJK, kana, Hangul, full-width forms): two columns each. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/** The width of a text in spreadsheet columns: a wide (CJK) character counts two, its longest line counts. */
export function textColumns(text: string): number {
  let widest = 0;
  for (const line of text.split(/\r?\n/)) {
    let width = 0;
    for (const char of line) width += WIDE.test(char) ? 2 : 1;
    widest = Math.max(widest, width);
  }
  return widest;
}

/** Narrowest and widest XLSX column, in characters, and the room added beside the longest cell. */
const XLSX_MIN_WIDTH = 8;
const XLSX_MAX_WIDTH = 80;
const XLSX_PADDING = 2;

/**
 * XLSX column widths sized to their content: the longest of the header and the cells (CJK counted
 * double) plus a little room, between XLSX_MIN_WIDTH and XLSX_MAX_WIDTH; a column's own width wins.
 */
export function xlsxColumnWidths(columns: readonly ExportColumn[], rows: readonly ExportRow[]): number[] {
  return columns.map((column) => {
    if (column.width !== undefined) return column.width;
    let longest = textColumns(column.header);
    for (const row of rows) {
      const value = cellValue(column, row);
      if (value !== null) longest = Math.max(longest, textColumns(String(value)));
    }
    return Math.min(XLSX_MAX_WIDTH, Math.max(XLSX_MIN_WIDTH, longest + XLSX_PADDING));
  });
}

/** Goes over the rows chunk by chunk, yielding between chunks and reporting progress. */
async function inChunks<T>(
  rows: readonly ExportRow[],
  options: ExportOptions,
  write: (chunk: readonly ExportRow[]) => T,
): Promise<T[]> {
  const size = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK);
  const out: T[] = [];
  options.onProgress?.({ done: 0, total: rows.length });
  for (let start = 0; start < rows.length; start += size) {
    checkAborted(options.signal);
    out.push(write(rows.slice(start, start + size)));
    options.onProgress?.({ done: Math.min(rows.length, start + size), total: rows.length });
    await yieldToBrowser();
  }
  checkAborted(options.signal);
  return out;
}

/**
 * The CSV text of a table: a byte order mark, the header row, then the rows (CRLF line ends, fields with
 * commas, quotes or line breaks quoted; text starting with = + - @ escaped so a spreadsheet does not run it
 * as a formula; numbers as written by JavaScript, e.g. 72.5).
 */
export async function toCsv(
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
  options: ExportOptions = {},
): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  const config = { newline: '\r\n', escapeFormulae: true, quotes: false } as const;
  const header = unparse([columns.map((column) => column.header)], config);
  const chunks = await inChunks(rows, options, (chunk) =>
    unparse(
      chunk.map((row) => columns.map((column) => cellValue(column, row))),
      config,
    ),
  );
  const lines = [header, ...chunks.filter((chunk) => chunk !== '')].join('\r\n');
  return `${BOM}${lines}\r\n`;
}

/** The XLSX file of a table: one sheet, a bold header row, number cells for number columns, columns sized to their content. */
export async function toXlsx(
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
  options: ExportOptions & { sheetName?: string } = {},
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  type Cell = { value: string | number | boolean; type?: NumberConstructor; fontWeight?: 'bold' } | null;
  const header: Cell[] = columns.map((column) => ({ value: column.header, fontWeight: 'bold' }));
  const chunks = await inChunks(rows, options, (chunk) =>
    chunk.map((row) =>
      columns.map((column): Cell => {
        const value = cellValue(column, row);
        if (value === null) return null;
        return typeof value === 'number' ? { value, type: Number } : { value };
      }),
    ),
  );
  const blob = await writeXlsxFile([header, ...chunks.flat()], {
    columns: xlsxColumnWidths(columns, rows).map((width) => ({ width })),
    ...(options.sheetName ? { sheet: sheetNameOf(options.sheetName) } : {}),
  }).toBlob();
  checkAborted(options.signal);
  return blob;
}

/** A sheet name Excel accepts: at most 31 characters, none of \ / ? * [ ] :. */
export function sheetNameOf(name: string): string {
  return (
    name
      .replace(/[\\/?*[\]:]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

/** A file's name: the report's name and the date (YYYY-MM-DD, Hong Kong), without characters a disk refuses. */
export function exportFileName(name: string, format: ExportFormat, date: Date = new Date()): string {
  const day = hongKongDate(date);
  const safe =
    name
      .replace(/[\\/:*?"<>|]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'report';
  return `${safe} ${day}.${format}`;
}

/** Saves a blob as a file (an <a download> clicked, its object URL freed after). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Writes a table in a format and saves it under the report's name and today's date. */
export async function exportTable(
  format: ExportFormat,
  name: string,
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
  options: ExportOptions = {},
): Promise<string> {
  const fileName = exportFileName(name, format);
  const blob =
    format === 'csv'
      ? new Blob([await toCsv(columns, rows, options)], { type: 'text/csv;charset=utf-8' })
      : await toXlsx(columns, rows, { ...options, sheetName: name });
  checkAborted(options.signal);
  saveBlob(blob, fileName);
  return fileName;
}
