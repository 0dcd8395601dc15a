import { useRef } from 'react';
import { ModalDialog } from '../widgets/shared/modal-dialog';
import { useOverlayT } from './use-overlay-t';

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

/** Props of {@link DevicePrompt}. */
export interface DevicePromptProps {
  /** Where Chrome and the apps are downloaded. */
  links: DeviceLinks;
  /** The feature that needs the PC browser, named in the prompt; a general sentence without it. */
  feature?: string;
  /** 'I see' or Escape. */
  onClose: () => void;
}

/** Spec §2: the feature needs a PC browser (Chrome on Windows or Mac) or the student/school app; 'I see' closes. */
export function DevicePrompt({ links, feature, onClose }: DevicePromptProps) {
  const t = useOverlayT();
  const close = useRef<HTMLButtonElement>(null);
  const items = [
    [links.windowsChrome, t('downloadWindowsChrome')],
    [links.macChrome, t('downloadMacChrome')],
    [links.iosStudentApp, t('iosStudentApp')],
    [links.androidStudentApp, t('androidStudentApp')],
    [links.iosSchoolApp, t('iosSchoolApp')],
    [links.androidSchoolApp, t('androidSchoolApp')],
  ] as const;
  return (
    <ModalDialog
      labelledBy="hqe-device-prompt-title"
      describedBy="hqe-device-prompt-text"
      initialFocus={close}
      onEscape={onClose}
    >
      <h2 id="hqe-device-prompt-title" className="hqe-overlay-dialog__title">
        {t('deviceTitle')}
      </h2>
      <p id="hqe-device-prompt-text">{feature ? t('needPcFor', { feature }) : t('needPc')}</p>
      <ul className="hqe-overlay-links">
        {items.map(([href, label]) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noreferrer">
              {label}
            </a>
          </li>
        ))}
      </ul>
      <div className="hqe-overlay-dialog__buttons">
        <button
          ref={close}
          type="button"
          className="hqe-overlay-button hqe-overlay-button--primary"
          onClick={onClose}
        >
          {t('iSee')}
        </button>
      </div>
    </ModalDialog>
  );
}
