import { UPLOAD_KINDS } from '@harbour/api-client';
import { homeworkNameRule } from '@harbour/domain';

/** Largest task sheet (spec §9: one PDF per publish), as the contract sets it. */
export const WORK_PAPER_MAX_BYTES = UPLOAD_KINDS.pdf.maxBytes;

/** Problems of the upload form found before sending; the server checks the PDF by its bytes. */
export type WorkPaperProblem =
  | 'HOMEWORK_NAME_REQUIRED'
  | 'HOMEWORK_NAME_TOO_LONG'
  | 'FILE_REQUIRED'
  | 'FILE_TOO_LARGE'
  | 'FILE_NOT_PDF';

export interface WorkPaperForm {
  name: string;
  file: { size: number } | null;
}

/** The first problem of each field: the name rule of the contract, and one file within the size limit. */
export function workPaperProblems(form: WorkPaperForm): { name?: WorkPaperProblem; file?: WorkPaperProblem } {
  const out: { name?: WorkPaperProblem; file?: WorkPaperProblem } = {};
  const name = homeworkNameRule(form.name);
  if (name === 'HOMEWORK_NAME_REQUIRED' || name === 'HOMEWORK_NAME_TOO_LONG') out.name = name;
  if (!form.file) out.file = 'FILE_REQUIRED';
  else if (form.file.size > WORK_PAPER_MAX_BYTES) out.file = 'FILE_TOO_LARGE';
  return out;
}

/**
 * Every PDF file starts with these bytes. The browser looks at them before sending so that a renamed
 * picture is refused at once; the server checks the bytes again (its check is the one that counts).
 */
export const PDF_SIGNATURE = '%PDF-';

/** Whether the first bytes of a file are the PDF signature. */
export function hasPdfSignature(head: Uint8Array): boolean {
  return [...PDF_SIGNATURE].every((char, index) => head[index] === char.charCodeAt(0));
}

/** Description lines as the contract stores them: semicolon-separated, blank lines dropped. */
export function workPaperDesc(text: string): string {
  return text
    .split(/[\n;；]/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(';');
}

/** A size in bytes as MB with one decimal, or as KB below 1 MB. */
export function formatMegabytes(bytes: number): string {
  if (bytes < 1_048_576) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
