import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../../scripts/e2e/suite-config.mjs';

export default defineConfig(
  suiteConfig({
    port: 6231,
    server: 'static',
    viewport: { width: 1280, height: 900 },
    chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
  }),
);
