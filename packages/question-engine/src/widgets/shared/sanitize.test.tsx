import { safeUrl, sanitizeHtml } from './sanitize';

describe('sanitizeHtml keeps what questions use', () => {
  it.each([
    ['<b>bold</b> <i>it</i> <u>under</u> <sub>2</sub><sup>3</sup><br>line'],
    ['<p style="color: red; text-align: center;">red</p>'],
    ['<table><tbody><tr><td>1</td><td>2</td></tr></tbody></table>'],
    ['<img src="https://cdn.example.com/a.png" alt="a">'],
    ['<img src="/files/a.png" alt="a">'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">'],
    ['A [$$] is a baby [$$].'],
    ['計算：$$\\frac{1}{2}$$'],
    ['<ol><li>one</li></ol><ul><li>two</li></ul>'],
  ])('%s', (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps the SVG MathJax renders, with its accessible name', () => {
    const svg =
      '<svg role="img" aria-label="x" style="vertical-align: -0.1ex;" xmlns="http://www.w3.org/2000/svg" width="1ex" viewBox="0 0 10 10"><g stroke="currentColor" data-mml-node="math"><path d="M0 0L1 1"></path></g></svg>';
    const out = sanitizeHtml(svg);
    expect(out).toContain('role="img"');
    expect(out).toContain('aria-label="x"');
    expect(out).toContain('<path d="M0 0L1 1"></path>');
  });
});

describe('sanitizeHtml removes what could run or restyle the host', () => {
  it.each([
    ['<img src=x onerror="alert(1)">', '<img src="x">'],
    ['a<script>alert(1)</script>b', 'ab'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://example.com"></iframe>', ''],
    ['<style>body { display: none }</style>t', 't'],
    ['<form action="https://evil.example"><input name="password"></form>', ''],
    ['<svg onload="alert(1)"></svg>', '<svg></svg>'],
  ])('%s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
});

describe('safeUrl (media URLs of question data)', () => {
  it.each([
    'https://cdn.example.com/a.mp3',
    '/files/a.png',
    'a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:http://localhost/1234',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', ''])(
    'refuses %j',
    (url) => {
      expect(safeUrl(url)).toBeUndefined();
    },
  );

  it('refuses data: URLs on links, where they would open a page', () => {
    expect(safeUrl('data:text/html,<script>alert(1)</script>', 'a')).toBeUndefined();
  });
});

describe('style attributes', () => {
  it('keeps layout and drops anything that loads or runs', () => {
    expect(sanitizeHtml('<span style="color: red;">a</span>')).toBe('<span style="color: red;">a</span>');
    expect(sanitizeHtml('<span style="background: url(javascript:alert(1))">a</span>')).toBe(
      '<span>a</span>',
    );
    expect(sanitizeHtml('<span style="width: expression(alert(1))">a</span>')).toBe('<span>a</span>');
    expect(sanitizeHtml('<span style="background: u\\rl(https://tracker.example/p.gif)">a</span>')).toBe(
      '<span>a</span>',
    );
  });
});
