import { useEffect, useRef, useState } from 'react';
import { isVerticalWindow, ORIENTATION_CHECK_DELAY_MS } from '../core/vertical-window';
import { useQeT } from '../i18n/use-qe-i18n';
import { useModalFocus } from '../widgets/shared/focus-trap';

/** Shows '請調整瀏覽器大小，以達至最佳效果。' while the window is vertical, checked 500 ms after each resize. */
export function VerticalWindowPrompt() {
  const t = useQeT();
  const [vertical, setVertical] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setVertical(isVerticalWindow(window.innerWidth, window.innerHeight)),
        ORIENTATION_CHECK_DELAY_MS,
      );
    };
    check();
    window.addEventListener('resize', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', check);
    };
  }, []);
  if (!vertical) return null;
  return <output className="hqe-banner">{t('verticalWindow')}</output>;
}

/** Download links of the device prompt (spec §2). */
export interface DeviceLinks {
  /** Chrome for Windows. */
  windowsChrome: string;
  /** Chrome for Mac. */
  macChrome: string;
  /** Student app on the App Store. */
  iosStudentApp: string;
  /** Student app for Android. */
  androidStudentApp: string;
  /** School app on the App Store. */
  iosSchoolApp: string;
  /** School app for Android. */
  androidSchoolApp: string;
}

/** The prompt that the feature needs a PC browser or the student/school app, with download links and 'I see'. */
export function DevicePrompt({ links, onClose }: { links: DeviceLinks; onClose: () => void }) {
  const t = useQeT();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModalFocus(dialog, close, onClose);
  const items = [
    [links.windowsChrome, t('downloadWindowsChrome')],
    [links.macChrome, t('downloadMacChrome')],
    [links.iosStudentApp, t('iosStudentApp')],
    [links.androidStudentApp, t('androidStudentApp')],
    [links.iosSchoolApp, t('iosSchoolApp')],
    [links.androidSchoolApp, t('androidSchoolApp')],
  ] as const;
  return (
    <div className="hqe-dialog-backdrop">
      <div
        ref={dialog}
        className="hqe-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="hqe-device-prompt"
      >
        <p id="hqe-device-prompt">{t('needPc')}</p>
        <ul>
          {items.map(([href, label]) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ul>
        <button ref={close} type="button" className="hqe-button hqe-button--primary" onClick={onClose}>
          {t('iSee')}
        </button>
      </div>
    </div>
  );
}
