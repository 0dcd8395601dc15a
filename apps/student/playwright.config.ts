import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../../scripts/e2e/suite-config.mjs';

export default defineConfig(
  suiteConfig({
    // Away from the back-office's e2e (3210).
    port: Number(process.env.E2E_PORT ?? 3310),
    server: 'app',
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Asia/Hong_Kong',
  }),
);
