import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Elements DOMPurify allows by default that question text never needs: a `<style>` would restyle
 * the host app, and form controls could phish or submit from inside a question.
 */
const FORBIDDEN_TAGS = [
  'style',
  'template',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'dialog',
];

/**
 * A style attribute may lay text out (colour, alignment, MathJax's vertical-align) but not load or
 * run anything: values with url(), expression(), a script scheme, @import or behavior are dropped,
 * and so is any CSS escape (a backslash), which could spell them otherwise.
 */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|vbscript:|@import|behavior\s*:|\\/i;

/**
 * DOMPurify's allowlist (formatting, images, tables, SVG — which MathJax renders to — and MathML),
 * without the tags above. Scripts, event handler attributes, `javascript:` URLs, frames and
 * objects never pass; ids and names are prefixed so question text cannot clobber the host's globals.
 */
const CONFIG: Config = {
  FORBID_TAGS: FORBIDDEN_TAGS,
  SANITIZE_NAMED_PROPS: true,
  RETURN_TRUSTED_TYPE: false,
};

/** CSS ignores control characters and spaces that could split a keyword: match without them. */
function withoutControls(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those characters are what it removes.
  return value.replace(/[\u0000-\u0020]/g, '');
}

let purifier: DOMPurify | null | undefined;

/** DOMPurify bound to the page's window; null without a DOM (nothing is then rendered as HTML). */
function purifierOf(): DOMPurify | null {
  if (purifier === undefined) {
    const view = typeof window === 'undefined' ? undefined : window;
    const created = view ? createDOMPurify(view) : null;
    // Hooks belong to this instance only, never to a DOMPurify the host app uses.
    created?.addHook('uponSanitizeAttribute', (_node, event) => {
      if (event.attrName === 'style' && UNSAFE_STYLE.test(withoutControls(event.attrValue)))
        event.keepAttr = false;
    });
    purifier = created?.isSupported ? created : null;
  }
  return purifier;
}

/**
 * The one gate of every HTML fragment the engine writes into the page (question text, options,
 * explanations, MathJax output): whatever the server sent, only the allowlist reaches the DOM.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  const dompurify = purifierOf();
  return dompurify ? (dompurify.sanitize(html, CONFIG) as string) : '';
}

/** Blob URLs are the page's own (recorded or chosen files); DOMPurify's list of schemes lacks them. */
const BLOB_URL = /^blob:/i;

/**
 * A media URL from question data (a picture, an audio part, a picture option), as it may be set on
 * `tag`'s `attribute`, or undefined when the allowlist refuses it (`javascript:`, `data:` outside
 * media, unknown schemes). The same DOMPurify rule as sanitizeHtml applies.
 */
export function safeUrl(
  url: string | null | undefined,
  tag: 'img' | 'audio' | 'a' = 'img',
  attribute: 'src' | 'href' = tag === 'a' ? 'href' : 'src',
): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  if (BLOB_URL.test(url.trim())) return url;
  const dompurify = purifierOf();
  return dompurify?.isValidAttribute(tag, attribute, url) ? url : undefined;
}
