import { desktopPromptAtom } from '../shared/state/atoms';
import { appStore } from '../shared/state/store';
import { openDesktopPromptAtStart } from './shell-effects';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

it('opens the PC-browser prompt before the first render on a phone, and not in Chrome on a PC', () => {
  appStore.set(desktopPromptAtom, null);
  openDesktopPromptAtStart(CHROME_ON_WINDOWS);
  expect(appStore.get(desktopPromptAtom)).toBeNull();
  openDesktopPromptAtStart(IPHONE);
  expect(appStore.get(desktopPromptAtom)).toEqual({ feature: null });
});
