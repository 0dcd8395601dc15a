/**
 * Hostile markup and URLs for the engine's rendering tests. Every payload that runs calls
 * `window.__xssRan(id)`, so a test sees any script that ran; the DOM check catches what jsdom would
 * not run (image errors, clicks on links, CSS).
 */
export const XSS_HTML: readonly string[] = [
  '<img src=x onerror="window.__xssRan(1)">',
  '<script>window.__xssRan(2)</script>',
  '<svg onload="window.__xssRan(3)"></svg>',
  '<svg><script>window.__xssRan(4)</script></svg>',
  '<iframe src="javascript:parent.__xssRan(5)"></iframe>',
  '<iframe srcdoc="<script>parent.__xssRan(6)</script>"></iframe>',
  '<a href="javascript:window.__xssRan(7)">link</a>',
  '<a href=" JaVa&#x09;ScRiPt:window.__xssRan(8)">link</a>',
  '<div style="background:url(javascript:window.__xssRan(9))">styled</div>',
  '<div style="width: expression(window.__xssRan(10))">ie</div>',
  '<object data="data:text/html,<script>parent.__xssRan(11)</script>"></object>',
  '<embed src="data:text/html,<script>parent.__xssRan(12)</script>">',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3NSYW4oMTMpPC9zY3JpcHQ+">data</a>',
  '<details open ontoggle="window.__xssRan(14)">d</details>',
  '<input autofocus onfocus="window.__xssRan(15)">',
  '<form><button formaction="javascript:window.__xssRan(16)">go</button></form>',
  '<video><source onerror="window.__xssRan(17)"></video>',
  '<body onload="window.__xssRan(18)">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xssRan(19)">',
  '<link rel="stylesheet" href="javascript:window.__xssRan(20)">',
  '<style>@import "javascript:window.__xssRan(21)"; body { display: none }</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xssRan(22)"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xssRan(23)>"></p></noscript>',
  '<svg><a xlink:href="javascript:window.__xssRan(24)"><text x="0" y="10">x</text></a></svg>',
  '<svg><animate onbegin="window.__xssRan(25)" attributeName="x" dur="1s"></animate></svg>',
  '<img src="$$" alt="$$" onerror="window.__xssRan(26)">',
  '$$\\href{javascript:window.__xssRan(27)}{x}$$',
  '[$$]<img src=x onerror="window.__xssRan(28)">[$$]',
  '<base href="javascript:window.__xssRan(29)//">',
  '<template><img src=x onerror="window.__xssRan(30)"></template>',
  '"><img src=x onerror="window.__xssRan(31)">',
];

/** URLs given where question data holds a picture or an audio file. */
export const XSS_URLS: readonly string[] = [
  'javascript:window.__xssRan(101)',
  ' JaVaScRiPt:window.__xssRan(102)',
  'data:text/html,<script>parent.__xssRan(103)</script>',
  'vbscript:msgbox(104)',
];

/** Attributes whose value is a URL the browser may load or navigate to. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'srcdoc',
];
/** Elements that run or load code, or restyle the page, which question text never needs. */
const DANGEROUS_ELEMENTS = 'script, iframe, frame, object, embed, style, link, meta, base, template';

/**
 * What in a rendered tree could run script: dangerous elements, event handler attributes, URLs
 * with a script scheme or an HTML data URL, and CSS with url(javascript:) or expression().
 */
export function scriptVectors(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll(DANGEROUS_ELEMENTS)) found.push(`<${element.localName}>`);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces inside a scheme.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: those characters are what it removes.
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${element.localName}[${name}]`);
      if (
        URL_ATTRIBUTES.includes(name) &&
        (/^(javascript|vbscript):/.test(value) || value.startsWith('data:text/html'))
      )
        found.push(`${element.localName}[${name}=${attribute.value}]`);
      if (name === 'style' && /javascript:|expression\(/.test(value))
        found.push(`${element.localName}[style=${attribute.value}]`);
    }
  }
  return found;
}
