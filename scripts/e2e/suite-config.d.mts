import type { PlaywrightTestConfig } from '@playwright/test';

/** A browser suite's configuration on the shared defaults (see suite-config.mjs). */
export declare function suiteConfig(options: {
  port: number;
  server: 'app' | 'static';
  viewport: { width: number; height: number };
  chromiumArgs?: string[];
  timezoneId?: string;
  overrides?: PlaywrightTestConfig;
}): PlaywrightTestConfig;
