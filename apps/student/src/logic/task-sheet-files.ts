/** At most this many files in a task sheet's hand-in (the essay answer's photos: mediaAnswerSchema). */
export const TASK_SHEET_MAX_FILES = 3;

/** What a task sheet's hand-in accepts: photos (JPG, JPEG, PNG) or PDFs; the server checks the bytes. */
export const TASK_SHEET_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Whether a stored hand-in file is a PDF (by its URL's path: stored keys keep the checked extension). */
export function isPdfFile(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/** The stored URL's file, without its signature: the same file under a fresh signature is the same file. */
export function fileOfUrl(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? url;
}
