import { needsDesktopPrompt } from './desktop-prompt';

describe('the PC-browser prompt', () => {
  it('opens on phones and tablets', () => {
    expect(needsDesktopPrompt('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(needsDesktopPrompt('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/130.0 Safari/537.36')).toBe(
      true,
    );
    expect(needsDesktopPrompt('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
  });

  it('stays closed on a desktop browser', () => {
    expect(
      needsDesktopPrompt(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(needsDesktopPrompt('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/130.0')).toBe(false);
  });
});
