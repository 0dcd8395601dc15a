import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { type DeviceLinks, DevicePrompt } from './device-prompt';
import { ImagePreview, type PreviewImage } from './image-preview';
import { overlayMessages } from './messages';
import { isVerticalWindow, ORIENTATION_CHECK_DELAY_MS, VERTICAL_WINDOW_MARGIN } from './vertical-window';
import {
  VERTICAL_PROMPT_DISMISSED_KEY,
  VERTICAL_PROMPT_HEIGHT_VAR,
  VerticalWindowPrompt,
} from './vertical-window-prompt';

/** Renders with the overlays' own catalogs only, as an app shell that loads nothing else would. */
function renderOverlay(ui: ReactElement, locale: 'hk' | 'en' = 'en') {
  const i18n = setupI18n({ locale, messages: overlayMessages });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

const VERTICAL_TEXT = '請調整瀏覽器大小，以達至最佳效果。';

function setWindow(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
}

/**
 * Rendered after the prompt (which read the wide window) and before any effect runs: the window turns vertical
 * with no resize event.
 */
function Resize() {
  setWindow(700, 900);
  return null;
}

describe('vertical-window prompt (spec §2)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is vertical when the width is at most the height plus 60', () => {
    expect(VERTICAL_WINDOW_MARGIN).toBe(60);
    expect(isVerticalWindow(860, 800)).toBe(true);
    expect(isVerticalWindow(861, 800)).toBe(false);
  });

  it("shows at once in a vertical window, in the spec's words", () => {
    setWindow(700, 900);
    renderOverlay(<VerticalWindowPrompt />, 'hk');
    expect(screen.getByRole('status')).toHaveTextContent(VERTICAL_TEXT);
  });

  it('catches a resize that happened between its first render and its listening (no event left to catch)', () => {
    setWindow(1280, 800);
    renderOverlay(
      <>
        <VerticalWindowPrompt />
        <Resize />
      </>,
      'hk',
    );
    expect(screen.getByRole('status')).toHaveTextContent(VERTICAL_TEXT);
  });

  it('checks again 500 ms after a resize', () => {
    vi.useFakeTimers();
    try {
      setWindow(1280, 800);
      renderOverlay(<VerticalWindowPrompt />, 'hk');
      expect(screen.queryByText(VERTICAL_TEXT)).not.toBeInTheDocument();
      setWindow(700, 900);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(ORIENTATION_CHECK_DELAY_MS - 1);
      });
      expect(screen.queryByText(VERTICAL_TEXT)).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByText(VERTICAL_TEXT)).toBeInTheDocument();
      setWindow(1280, 800);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(ORIENTATION_CHECK_DELAY_MS);
      });
      expect(screen.queryByText(VERTICAL_TEXT)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be hidden for the rest of the session, leaving the page usable', async () => {
    setWindow(960, 1000);
    const first = renderOverlay(<VerticalWindowPrompt />, 'hk');
    await userEvent.click(screen.getByRole('button', { name: '隱藏此提示' }));
    expect(screen.queryByText(VERTICAL_TEXT)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(VERTICAL_PROMPT_DISMISSED_KEY)).toBe('1');
    first.unmount();
    renderOverlay(<VerticalWindowPrompt />, 'hk');
    expect(screen.queryByText(VERTICAL_TEXT)).not.toBeInTheDocument();
  });

  it('is hidden by Escape for the rest of the session, unless something else took the key', () => {
    setWindow(768, 1024);
    const first = renderOverlay(<VerticalWindowPrompt />, 'hk');
    const taken = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    taken.preventDefault();
    act(() => {
      window.dispatchEvent(taken);
    });
    expect(screen.getByText(VERTICAL_TEXT)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByText(VERTICAL_TEXT)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(VERTICAL_PROMPT_DISMISSED_KEY)).toBe('1');
    first.unmount();
    renderOverlay(<VerticalWindowPrompt />, 'hk');
    expect(screen.queryByText(VERTICAL_TEXT)).not.toBeInTheDocument();
  });

  it('tells the host its height while it shows, so the page keeps room for its last controls', async () => {
    setWindow(768, 1024);
    const style = document.documentElement.style;
    renderOverlay(<VerticalWindowPrompt />, 'hk');
    expect(style.getPropertyValue(VERTICAL_PROMPT_HEIGHT_VAR)).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: '隱藏此提示' }));
    expect(style.getPropertyValue(VERTICAL_PROMPT_HEIGHT_VAR)).toBe('0px');
  });
});

const links: DeviceLinks = {
  windowsChrome: 'https://example.test/win',
  macChrome: 'https://example.test/mac',
  iosStudentApp: 'https://example.test/ios-student',
  androidStudentApp: 'https://example.test/android-student',
  iosSchoolApp: 'https://example.test/ios-school',
  androidSchoolApp: 'https://example.test/android-school',
};

describe('device prompt (spec §2)', () => {
  it('names the feature, links the six downloads and closes on I see', async () => {
    const onClose = vi.fn();
    renderOverlay(<DevicePrompt links={links} feature="錄音" onClose={onClose} />, 'hk');
    const dialog = screen.getByRole('dialog', { name: '請使用電腦瀏覽器' });
    expect(dialog).toHaveAccessibleDescription(/^錄音需要在 Windows 或 Mac 電腦上使用 Chrome/);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      Object.values(links),
    );
    expect(screen.getByRole('button', { name: '我知道了' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says it in general without a feature, and Escape closes', async () => {
    const onClose = vi.fn();
    renderOverlay(<DevicePrompt links={links} onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/^This feature needs Chrome/);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

const pictures: PreviewImage[] = [
  { src: 'https://example.test/1.png', alt: 'First page' },
  { src: 'https://example.test/2.png' },
  { src: 'https://example.test/3.png', alt: 'Third page' },
];

function Gallery({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  return <ImagePreview images={pictures} index={index} onIndexChange={setIndex} onClose={onClose} />;
}

describe('image preview (spec §2)', () => {
  it('moves between pictures by the arrow keys and the buttons, and stops at the ends', async () => {
    renderOverlay(<Gallery onClose={() => undefined} />, 'hk');
    const shown = () => screen.getByRole('img');
    expect(shown()).toHaveAttribute('src', pictures[0]?.src);
    expect(screen.getByText('第 1 張，共 3 張')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一張' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', pictures[0]?.src);
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', pictures[1]?.src);
    expect(shown()).toHaveAccessibleName('第 2 張，共 3 張');
    await userEvent.click(screen.getByRole('button', { name: '下一張' }));
    expect(shown()).toHaveAccessibleName('Third page');
    expect(screen.getByRole('button', { name: '下一張' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Third page');
  });

  it('closes on Escape and on Close, keeping the focus inside while open', async () => {
    const onClose = vi.fn();
    renderOverlay(<Gallery onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('dialog', { name: 'Picture preview' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows one picture without the moving buttons', () => {
    renderOverlay(
      <ImagePreview
        images={[{ src: 'https://example.test/1.png', alt: 'Map' }]}
        index={0}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('img', { name: 'Map' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
  });
});
