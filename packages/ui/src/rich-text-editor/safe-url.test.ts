import { safeImageUrl, safeLinkUrl } from './safe-url';

describe('safeLinkUrl', () => {
  it.each([
    ['https://example.edu.hk/notice', 'https://example.edu.hk/notice'],
    ['  http://a.hk  ', 'http://a.hk/'],
    ['mailto:office@school.hk', 'mailto:office@school.hk'],
    ['/helpCenter', '/helpCenter'],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['data:text/html,x', null],
    ['not a url', null],
    ['', null],
  ])('turns %j into %j', (input, output) => {
    expect(safeLinkUrl(input)).toBe(output);
  });
});

describe('safeImageUrl', () => {
  it('accepts http(s) and relative paths only', () => {
    expect(safeImageUrl('https://cdn.hk/a.png')).toBe('https://cdn.hk/a.png');
    expect(safeImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeImageUrl('mailto:a@b.hk')).toBeNull();
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBeNull();
  });
});
