import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
// School maths needs the base and AMS macros; loading only these keeps the lazy chunk small.
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';

// A lite DOM adaptor renders to strings, so the same code runs in the browser and in tests.
const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
const document = mathjax.document('', {
  InputJax: new TeX({ packages: ['base', 'ams', 'newcommand', 'noundefined'] }),
  OutputJax: new SVG({ fontCache: 'none' }),
});

/** Renders TeX to an SVG string with an accessible label (the TeX source). */
export function texToSvg(tex: string): string {
  try {
    const node = document.convert(tex, { display: false });
    const html = adaptor.outerHTML(node);
    const label = tex.replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
    );
    return html.replace('<svg ', `<svg role="img" aria-label="${label}" `);
  } catch {
    return tex;
  }
}
