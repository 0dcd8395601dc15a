/** Tablets and phones: homework is done on a PC browser (question-engine spec §1). */
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Tablet/i;

/**
 * Whether the PC-browser prompt opens at start (question-engine spec §1, §2): on a phone or tablet, the
 * student is told to use the student app, with the download links.
 */
export function needsDesktopPrompt(userAgent: string): boolean {
  return MOBILE.test(userAgent);
}
