import fc from 'fast-check';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('decodes each reference once: an escaped reference reads as the reference, not as its character', () => {
    expect(htmlToText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(htmlToText('&amp;amp;')).toBe('&amp;');
    expect(htmlToText('&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39; &apos;z&apos;')).toBe(`<b> & "x" 'y' 'z'`);
  });

  it('reads numeric references, and leaves ones that name no character as written', () => {
    expect(htmlToText('&#20013;&#x6587; &#X41;')).toBe('中文 A');
    expect(htmlToText('&#0; &#xD800; &#x110000; &unknown; & amp;')).toBe(
      '&#0; &#xD800; &#x110000; &unknown; & amp;',
    );
  });

  it('drops tags, reading a line break or the end of a block as a space', () => {
    expect(htmlToText('<p>Tom<br/>is</p><p><b>tall</b>er</p>')).toBe('Tom is taller');
    expect(htmlToText('<ul><li>one</li><li>two</li></ul>')).toBe('one two');
    expect(htmlToText('<span style="color:red">紅</span>色<!-- note -->')).toBe('紅色');
    expect(htmlToText('1 < 2 and 3 > 1')).toBe('1 < 2 and 3 > 1');
  });

  it('collapses white space, a no-break space included, and trims', () => {
    expect(htmlToText('  a&nbsp;&nbsp;b \n\t c ')).toBe('a b c');
  });

  it('gives text for anything and never throws', () => {
    for (const value of [null, undefined, 5, {}, []]) expect(htmlToText(value)).toBe('');
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 80 }),
        (value) => typeof htmlToText(value) === 'string',
      ),
      { numRuns: 2_000 },
    );
  });
});
