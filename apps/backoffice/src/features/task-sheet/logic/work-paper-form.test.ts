import {
  formatMegabytes,
  hasPdfSignature,
  WORK_PAPER_MAX_BYTES,
  workPaperDesc,
  workPaperProblems,
} from './work-paper-form';

it('needs a name of at most 50 characters and one PDF within the limit', () => {
  expect(workPaperProblems({ name: '', file: null })).toEqual({
    name: 'HOMEWORK_NAME_REQUIRED',
    file: 'FILE_REQUIRED',
  });
  expect(workPaperProblems({ name: 'x'.repeat(51), file: { size: WORK_PAPER_MAX_BYTES + 1 } })).toEqual({
    name: 'HOMEWORK_NAME_TOO_LONG',
    file: 'FILE_TOO_LARGE',
  });
  expect(workPaperProblems({ name: 'x'.repeat(50), file: { size: WORK_PAPER_MAX_BYTES } })).toEqual({});
});

it('keeps the description as semicolon-separated lines', () => {
  expect(workPaperDesc(' Read page 3 \n\nAnswer 1-5; Bring it back ')).toBe(
    'Read page 3;Answer 1-5;Bring it back',
  );
  expect(formatMegabytes(1_572_864)).toBe('1.5 MB');
  expect(formatMegabytes(300)).toBe('1 KB');
  expect(formatMegabytes(52_224)).toBe('51 KB');
});

it('tells a PDF from a renamed PNG by the first bytes', () => {
  expect(hasPdfSignature(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
  expect(hasPdfSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe(false);
  expect(hasPdfSignature(new Uint8Array([]))).toBe(false);
});
