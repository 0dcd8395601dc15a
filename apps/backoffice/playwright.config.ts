import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../../scripts/e2e/suite-config.mjs';

export default defineConfig(
  suiteConfig({
    port: Number(process.env.E2E_PORT ?? 3210),
    server: 'app',
    viewport: { width: 1440, height: 900 },
    // The calendar's days are Hong Kong days, as the server's totalDate.
    timezoneId: 'Asia/Hong_Kong',
  }),
);
