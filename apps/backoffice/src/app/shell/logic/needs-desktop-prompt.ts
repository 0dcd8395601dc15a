/** Tablets and phones: the back-office is made for a PC browser (spec §2). */
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Tablet/i;
/** Browsers built on Chromium that are not Chrome itself. */
const NOT_CHROME = /Edg\/|EdgA\/|OPR\/|SamsungBrowser|UCBrowser|YaBrowser|Vivaldi/;
/** Chrome on Windows or Mac (Linux is accepted too: the same engine). */
const CHROME = /(Chrome|HeadlessChrome)\/\d+/;

/**
 * true when the prompt "this needs a PC browser (Chrome on Windows or Mac) or the apps" should open
 * at start (spec §2, §8 'Please use Chrome browser'): on a phone or tablet, or in a browser other than Chrome.
 */
export function needsDesktopPrompt(userAgent: string): boolean {
  if (MOBILE.test(userAgent)) return true;
  return !CHROME.test(userAgent) || NOT_CHROME.test(userAgent);
}
