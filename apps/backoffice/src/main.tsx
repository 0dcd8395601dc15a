import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@harbour/ui/styles.css';
import './shared/app.css';
import './shared/page-layout.css';
import { setUpApiClient } from './app/api';
import { Overlays } from './app/overlays/overlays';
import { createQueryClient } from './app/query-client';
import { loadRemoteFiles } from './app/remote-files';
import { createAppRouter } from './app/router';
import { applyCommonFont, openDesktopPromptAtStart } from './app/shell-effects';
import { activateLocale, i18n, isLocale } from './shared/i18n';
import { commonFontAtom, localeAtom } from './shared/state/atoms';
import { appStore } from './shared/state/store';

setUpApiClient();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const locale = appStore.get(localeAtom);
activateLocale(isLocale(locale) ? locale : 'hk');
applyCommonFont(appStore.get(commonFontAtom));
openDesktopPromptAtStart(navigator.userAgent);
// Spec §4: the language pack and the font are fetched at start; the built-in ones stay on failure.
void loadRemoteFiles(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const reactRoot = createRoot(root);
// The first render in a transition: React renders the page in short slices, so the first load holds no
// long task that would block input (Lighthouse's total blocking time). What it shows is the same.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <JotaiProvider store={appStore}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            {/* Beside the router, not in a route: the phone's PC-browser prompt paints before any page data. */}
            <Overlays />
          </QueryClientProvider>
        </I18nProvider>
      </JotaiProvider>
    </StrictMode>,
  ),
);
