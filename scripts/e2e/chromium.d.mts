import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, installed with apt (never a downloaded browser). */
export declare const CHROMIUM_EXECUTABLE: string;
/** Launch options for headless Chromium as root on these machines, plus a suite's own flags. */
export declare function chromiumLaunchOptions(extraArgs?: string[]): LaunchOptions;
