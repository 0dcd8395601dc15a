import { keepStudentSession, simulateStudentLogin } from '@harbour/api-client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '@harbour/ui/styles.css';
import './app/app.css';
import { setUpApiClient } from './app/api';
import { needsDesktopPrompt } from './app/desktop-prompt';
import { activateLocale, i18n, storedLocale } from './app/i18n';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { takeSuperTokenAtStart } from './app/session';

// Before any call: a teacher's "view as student" left a one-time super token (back-office spec §7).
const simulated = takeSuperTokenAtStart();
setUpApiClient();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The overlays (the engine's PC-browser and vertical-window prompts) load in their own chunk, after the page.
const openDevicePrompt = needsDesktopPrompt(navigator.userAgent);
const Overlays = lazy(() =>
  import('./app/overlays').then(async (m) => {
    await m.ready;
    return { default: () => <m.EngineOverlays openDevicePrompt={openDevicePrompt} /> };
  }),
);

async function start() {
  await activateLocale(storedLocale());
  if (simulated) {
    // Who this simulated session is; the banner reads it from the session's query.
    try {
      keepStudentSession(queryClient, await simulateStudentLogin());
    } catch {
      // A refused or expired token: the pages' calls answer 401 and lead to the login page.
    }
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
