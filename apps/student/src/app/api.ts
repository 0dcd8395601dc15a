import { configureApiClient, LOGIN_PATH } from '@harbour/api-client';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';
import { studentTokenStorage } from './session';

let navigate: (path: string) => void = () => window.location.assign('/student/');

/** The router registers how the client goes back to the login page (spec §8), keeping the client framework-free. */
export function registerApiNavigation(to: (path: string) => void): void {
  navigate = to;
}

/** Configures the one ky client of the app: same origin, the student's token (session.ts). */
export function setUpApiClient(): void {
  configureApiClient({
    baseUrl: '',
    storage: studentTokenStorage,
    onNavigate: () => navigate(LOGIN_PATH),
    // No response at all: the device is offline (answers wait on it), which is not the server's failure.
    networkErrorMessage: (connectionLost) =>
      connectionLost
        ? i18n._(msg`No connection: your answers are kept on this device`)
        : i18n._(msg`Internal server error`),
    parseResponses: import.meta.env.DEV,
    language: () => (i18n.locale === 'en' ? 'en' : 'zh-HK'),
  });
}
