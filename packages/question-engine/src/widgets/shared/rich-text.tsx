import { htmlToText, loadedTemml, loadMath, mathLoaded, onMathLoaded } from '@harbour/question-core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { withPositionKeys } from './position-keys';
import { sanitizeHtml } from './sanitize';

/** Text that holds `$$…$$` math. */
export function hasMath(text: string): boolean {
  return /\$\$[\s\S]+?\$\$/.test(text);
}

/** Splits text into plain pieces and `$$…$$` math pieces. */
export function splitMath(text: string): { math: boolean; value: string }[] {
  const parts: { math: boolean; value: string }[] = [];
  const pattern = /\$\$([\s\S]+?)\$\$/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ math: false, value: text.slice(last, match.index) });
    parts.push({ math: true, value: match[1] as string });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ math: false, value: text.slice(last) });
  return parts;
}

/**
 * TeX as MathML, drawn natively by the browser (Chrome, Edge, Firefox, Safari), or null when Temml cannot
 * read it; undefined while Temml is not loaded. Synchronous once loaded, so a server render (Node loads
 * Temml with the package) holds the math. Temml escapes all text and, with `trust` off, emits no link,
 * class, style or id from the TeX: its output is written as it is.
 */
export function texToMathMl(tex: string): string | null | undefined {
  const temml = loadedTemml();
  if (!temml) return undefined;
  try {
    return temml.renderToString(tex, { throwOnError: true, trust: false, maxExpand: 100 });
  } catch {
    return null;
  }
}

/**
 * Whether Temml is loaded. The server snapshot is the same as the client's: a page that hydrates
 * server-rendered math awaits loadMath() before hydrating, so both render the MathML.
 */
export function useMathLoaded(): boolean {
  return useSyncExternalStore(onMathLoaded, mathLoaded, mathLoaded);
}

/**
 * Runs `load` until it succeeds, waiting MATH_RETRY_MS after the first failure and twice as long after
 * each next one (up to MATH_RETRY_MAX_MS); the returned function stops it.
 */
export function loadWithRetry<T>(load: () => Promise<T>, onLoad: (value: T) => void): () => void {
  let live = true;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const attempt = (wait: number) => {
    load()
      .then((value) => {
        if (live) onLoad(value);
      })
      .catch(() => {
        if (live) retry = setTimeout(() => attempt(Math.min(wait * 2, MATH_RETRY_MAX_MS)), wait);
      });
  };
  attempt(MATH_RETRY_MS);
  return () => {
    live = false;
    clearTimeout(retry);
  };
}

let renderer: Promise<typeof import('./mathjax')> | null = null;
/**
 * Loads the MathJax chunk once, on first use: only for TeX that Temml cannot read. A failed load (a
 * network blip) is forgotten, so the next math to render tries again.
 */
function loadMathJax() {
  renderer ??= import('./mathjax').catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return renderer;
}

/** First wait before a math piece whose Temml or MathJax load failed tries again; it doubles up to the last. */
const MATH_RETRY_MS = 1_000;
const MATH_RETRY_MAX_MS = 30_000;

function MathPiece({ tex }: { tex: string }) {
  const loaded = useMathLoaded();
  // Temml loads only when a question holds math; until then the TeX shows as text.
  useEffect(() => (loaded ? undefined : loadWithRetry(loadMath, () => {})), [loaded]);
  const mathMl = useMemo(() => (loaded ? texToMathMl(tex) : undefined), [loaded, tex]);
  if (mathMl === undefined) return <span className="hqe-math hqe-math--pending">{tex}</span>;
  // Named by its TeX, as an image, like MathJax's SVG was: accessibility checkers (axe) do not compute a
  // name from MathML, so a button holding only math would otherwise have none.
  if (mathMl !== null)
    return (
      <span
        className="hqe-math"
        role="img"
        aria-label={tex}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Temml's MathML of the TeX (see texToMathMl)
        dangerouslySetInnerHTML={{ __html: mathMl }}
      />
    );
  return <TypesetPiece tex={tex} />;
}

/** TeX Temml cannot read, typeset by the lazy MathJax chunk (SVG labelled with the TeX). */
function TypesetPiece({ tex }: { tex: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => loadWithRetry(loadMathJax, (module) => setSvg(module.texToSvg(tex))), [tex]);
  if (svg === null) return <span className="hqe-math hqe-math--pending">{tex}</span>;
  return <Html html={svg} className="hqe-math" />;
}

const noSubscription = () => () => {};
/**
 * False during a server render and while hydrating it, true otherwise. The HTML sanitiser needs a DOM,
 * so the server (and hydration, to match it) writes question markup as its text; the browser then
 * writes the sanitised markup.
 */
function useHasDom(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Markup from question data, written into the page only through sanitizeHtml: the engine is
 * installed by host apps whose servers may store anything, so it trusts no server's cleaning.
 */
export function Html({
  html,
  as: Tag = 'span',
  className,
}: {
  html: string;
  as?: 'span' | 'div';
  className?: string;
}) {
  const hasDom = useHasDom();
  const clean = useMemo(() => (hasDom ? sanitizeHtml(html) : null), [hasDom, html]);
  if (clean === null) return <Tag className={className}>{htmlToText(html)}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml just above
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Question text: HTML (sanitized by Html) with `$$…$$` math drawn as native MathML (Temml, loaded with
 * the first math), MathJax loaded only for TeX Temml cannot read.
 */
export function RichText({
  text,
  as: Tag = 'span',
  className,
}: {
  text: string;
  as?: 'span' | 'div';
  className?: string;
}) {
  if (!hasMath(text)) return <Html html={text} as={Tag} className={className} />;
  return (
    <Tag className={className}>
      {withPositionKeys(splitMath(text), 'piece').map(({ key, item }) =>
        item.math ? <MathPiece key={key} tex={item.value} /> : <Html key={key} html={item.value} />,
      )}
    </Tag>
  );
}
