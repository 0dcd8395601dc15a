import { needsDesktopPrompt } from './needs-desktop-prompt';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('needsDesktopPrompt', () => {
  it('stays quiet for Chrome on Windows and Mac', () => {
    expect(needsDesktopPrompt(UA.chromeWindows)).toBe(false);
    expect(needsDesktopPrompt(UA.chromeMac)).toBe(false);
  });
  it('asks for Chrome in Edge, Safari and Firefox', () => {
    expect(needsDesktopPrompt(UA.edge)).toBe(true);
    expect(needsDesktopPrompt(UA.safariMac)).toBe(true);
    expect(needsDesktopPrompt(UA.firefox)).toBe(true);
  });
  it('points tablets and phones to the apps, even in Chrome', () => {
    expect(needsDesktopPrompt(UA.iPad)).toBe(true);
    expect(needsDesktopPrompt(UA.androidChrome)).toBe(true);
  });
});
