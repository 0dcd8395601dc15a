import { PlainButton } from '@harbour/ui';
import { useLingui } from '@lingui/react';
import { activateLocale } from '../app/i18n';

/** hk ⇄ en: the button names the other language in that language. */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const english = i18n.locale === 'en';
  return (
    <PlainButton
      variant="ghost"
      onClick={() => void activateLocale(english ? 'hk' : 'en')}
      aria-label={english ? '切換至繁體中文' : 'Switch to English'}
      lang={english ? 'zh-Hant-HK' : 'en'}
    >
      {english ? '繁體中文' : 'English'}
    </PlainButton>
  );
}
