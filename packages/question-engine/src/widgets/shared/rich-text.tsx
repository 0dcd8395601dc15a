import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { withPositionKeys } from './position-keys';
import { sanitizeHtml } from './sanitize';

/** Text that holds `$$…$$` math needs MathJax; only then is it loaded. */
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

let renderer: Promise<typeof import('./mathjax')> | null = null;
/**
 * Loads the MathJax chunk once, on first use. A failed load (a network blip) is forgotten, so the
 * next math to render tries again instead of staying unrendered for the page's life.
 */
function loadMathJax() {
  renderer ??= import('./mathjax').catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return renderer;
}

/** First wait before a math piece whose MathJax load failed tries again; it doubles up to the last. */
const MATH_RETRY_MS = 1_000;
const MATH_RETRY_MAX_MS = 30_000;

function MathPiece({ tex }: { tex: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A failed load (a network blip) is tried again by this piece too, with a growing wait, so math
    // already on the page renders once the chunk can load instead of showing TeX for the page's life.
    const attempt = (wait: number) => {
      loadMathJax()
        .then((module) => {
          if (live) setSvg(module.texToSvg(tex));
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
  }, [tex]);
  if (svg === null) return <span className="hqe-math hqe-math--pending">{tex}</span>;
  // texToSvg gives the SVG role="img" and the TeX as its label.
  return <Html html={svg} className="hqe-math" />;
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
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.innerHTML = sanitizeHtml(html);
  }, [html]);
  return <Tag ref={ref as React.RefObject<HTMLDivElement & HTMLSpanElement>} className={className} />;
}

/**
 * Question text: HTML (sanitized by Html) with `$$…$$` math rendered by MathJax,
 * which is loaded only when the text has math.
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
