import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  type ExportColumn,
  type ExportProgress,
  exportFileName,
  textColumns,
  toCsv,
  toXlsx,
  xlsxColumnWidths,
} from './export';

const columns: ExportColumn[] = [
  { key: 'name', header: '姓名 Name' },
  { key: 'className', header: 'Class' },
  { key: 'score', header: 'Score', type: 'number' },
  { key: 'rate', header: 'Score rate (%)', type: 'number' },
  { key: 'comment', header: 'Comment' },
];
const rows = [
  { name: '陳大文', className: '3A', score: 18, rate: 90, comment: 'Good, "careful" work' },
  { name: 'Lee, Ka Yan', className: '3A', score: 7.5, rate: 37.5, comment: '=1+1' },
  { name: '黃小明', className: '3B', score: null, rate: null, comment: 'line one\nline two' },
];

describe('CSV', () => {
  it('starts with a byte order mark, keeps Chinese, quotes commas and quotes, and writes numbers as numbers', async () => {
    const csv = await toCsv(columns, rows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.slice(1)).toBe(
      [
        '姓名 Name,Class,Score,Score rate (%),Comment',
        '陳大文,3A,18,90,"Good, ""careful"" work"',
        `"Lee, Ka Yan",3A,7.5,37.5,"'=1+1"`,
        '黃小明,3B,,,"line one\nline two"',
        '',
      ].join('\r\n'),
    );
  });

  it('writes in chunks, reporting progress up to every row, and can be cancelled', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => ({ name: `學生${i}`, className: '3A', score: i }));
    const seen: ExportProgress[] = [];
    const csv = await toCsv(columns, many, { chunkSize: 500, onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([
      { done: 0, total: 1234 },
      { done: 500, total: 1234 },
      { done: 1000, total: 1234 },
      { done: 1234, total: 1234 },
    ]);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1235);
    expect(csv.trimEnd().split('\r\n').at(-1)).toBe('學生1233,3A,1233,,');

    const abort = new AbortController();
    const cancelled = toCsv(columns, many, {
      chunkSize: 100,
      signal: abort.signal,
      onProgress: ({ done }) => {
        if (done >= 300) abort.abort();
      },
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/** A blob's bytes (jsdom's Blob has no arrayBuffer(); its FileReader reads them). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('XLSX', () => {
  it('reads back with read-excel-file as the same cells, numbers as numbers', async () => {
    const seen: ExportProgress[] = [];
    const blob = await toXlsx(columns, rows, {
      sheetName: 'Homework: 3A/3B',
      onProgress: (p) => seen.push(p),
    });
    expect(seen.at(-1)).toEqual({ done: 3, total: 3 });
    const sheet = await readSheet(Buffer.from(await bytesOf(blob)));
    expect(sheet).toEqual([
      ['姓名 Name', 'Class', 'Score', 'Score rate (%)', 'Comment'],
      ['陳大文', '3A', 18, 90, 'Good, "careful" work'],
      ['Lee, Ka Yan', '3A', 7.5, 37.5, '=1+1'],
      ['黃小明', '3B', null, null, 'line one\nline two'],
    ]);
  });
});

describe('XLSX column widths', () => {
  it('counts a CJK character as two columns, and the longest line of a cell', () => {
    expect(textColumns('3A')).toBe(2);
    expect(textColumns('陳大文')).toBe(6);
    expect(textColumns('ePractice功課報告')).toBe(17);
    expect(textColumns('line one\nline two, longer')).toBe(16);
  });
  it('sizes each column to its longest header or cell, within bounds', () => {
    const widths = xlsxColumnWidths(
      [
        { key: 'name', header: 'Name' },
        { key: 'class', header: 'C' },
        { key: 'score', header: 'Score', type: 'number' },
        { key: 'comment', header: 'Comment' },
        { key: 'fixed', header: 'Fixed', width: 30 },
      ],
      [
        { name: '陳大文同學', class: '3A', score: 18.25, comment: 'x'.repeat(200), fixed: '' },
        { name: 'Lee Ka Yan', class: null, score: 7 },
      ],
    );
    // 陳大文同學 is 10 columns wide, + 2; '3A' and 'C' take the minimum 8; 18.25 is shorter than 'Score'.
    expect(widths).toEqual([12, 8, 8, 80, 30]);
  });
});

it('names a file by its report and the Hong Kong date, without characters a disk refuses', () => {
  const late = new Date('2026-11-24T17:30:00Z'); // 01:30 on the 25th in Hong Kong
  expect(exportFileName('Homework report 3A', 'xlsx', late)).toBe('Homework report 3A 2026-11-25.xlsx');
  expect(exportFileName('功課報告: 3A/3B?', 'csv', late)).toBe('功課報告 3A 3B 2026-11-25.csv');
  expect(exportFileName('  ', 'csv', late)).toBe('report 2026-11-25.csv');
});
