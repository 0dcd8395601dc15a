import { configureApiClient, LOGIN_PATH } from '@harbour/api-client';
import { msg } from '@lingui/core/macro';
import { i18n, type Locale } from '../shared/i18n';
import { localeAtom } from '../shared/state/atoms';
import { appStore } from '../shared/state/store';

/** The Accept-Language value of each page language. */
const LANGUAGE_HEADERS: Record<Locale, string> = { hk: 'zh-HK', en: 'en' };

let navigate: (path: string) => void = (path) => window.location.assign(path);

/** The router registers how the client moves to / (spec §8), so the client stays framework-free. */
export function registerApiNavigation(to: (path: string) => void): void {
  navigate = to;
}

/** Configures the one ky client of the app: same origin, tokens from local storage. */
export function setUpApiClient(): void {
  configureApiClient({
    baseUrl: '',
    storage: window.localStorage,
    onNavigate: () => navigate(LOGIN_PATH),
    networkErrorMessage: () => i18n._(msg`Internal server error`),
    // Answers are checked against the contract while developing and testing, not in production builds.
    parseResponses: import.meta.env.DEV,
    // Server messages in the page's language (issue: an English page showed 刪除練習成功).
    language: () => LANGUAGE_HEADERS[appStore.get(localeAtom)],
  });
}
