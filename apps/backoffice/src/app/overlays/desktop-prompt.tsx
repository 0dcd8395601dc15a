import { Modal, ThemeRoot } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import { commonFontAtom, desktopPromptAtom } from '../../shared/state/atoms';

/** Where the PC browser and the apps are downloaded (spec §2). */
export const DOWNLOAD_LINKS = {
  windowsChrome: 'https://www.google.com/chrome/?platform=win64',
  macChrome: 'https://www.google.com/chrome/?platform=mac',
  iosStudentApp: 'https://apps.apple.com/hk/search?term=Harbour%20Student',
  androidStudentApp: 'https://play.google.com/store/search?q=Harbour%20Student&c=apps',
  iosSchoolApp: 'https://apps.apple.com/hk/search?term=Harbour%20School',
  androidSchoolApp: 'https://play.google.com/store/search?q=Harbour%20School&c=apps',
} as const;

/** Spec §2: the feature needs a PC browser (Chrome on Windows or Mac) or the apps; 'I see' closes. */
export function DesktopPrompt() {
  const { t } = useLingui();
  const [prompt, setPrompt] = useAtom(desktopPromptAtom);
  const font = useAtomValue(commonFontAtom);
  // Opened on any page, the login page too: React Aria's strings in the user's language.
  return (
    <ThemeRoot commonFont={font}>
      <Modal
        isOpen={prompt !== null}
        onOpenChange={(open) => {
          if (!open) setPrompt(RESET);
        }}
        title={t`Please use a PC browser`}
        okText={t`I see`}
        size="large"
      >
        <p>
          {prompt?.feature
            ? t`${prompt.feature} needs Chrome on a Windows or Mac computer, or the student or school app.`
            : t`This feature needs Chrome on a Windows or Mac computer, or the student or school app.`}
        </p>
        <ul className="hb-download-links">
          <li>
            <a
              href={DOWNLOAD_LINKS.windowsChrome}
              target="_blank"
              rel="noreferrer"
            >{t`Chrome for Windows`}</a>
          </li>
          <li>
            <a href={DOWNLOAD_LINKS.macChrome} target="_blank" rel="noreferrer">{t`Chrome for Mac`}</a>
          </li>
          <li>
            <a
              href={DOWNLOAD_LINKS.iosStudentApp}
              target="_blank"
              rel="noreferrer"
            >{t`Student app for iOS`}</a>
          </li>
          <li>
            <a href={DOWNLOAD_LINKS.androidStudentApp} target="_blank" rel="noreferrer">
              {t`Student app for Android`}
            </a>
          </li>
          <li>
            <a href={DOWNLOAD_LINKS.iosSchoolApp} target="_blank" rel="noreferrer">{t`School app for iOS`}</a>
          </li>
          <li>
            <a href={DOWNLOAD_LINKS.androidSchoolApp} target="_blank" rel="noreferrer">
              {t`School app for Android`}
            </a>
          </li>
        </ul>
      </Modal>
    </ThemeRoot>
  );
}
