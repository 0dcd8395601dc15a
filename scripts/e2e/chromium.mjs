/** Debian's Chromium, installed with apt (never a downloaded browser). */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

/**
 * Launch options for headless Chromium as root on these machines (../shared/TOOLCHAIN.md): no sandbox, no GPU,
 * and none of the background connections that the closed network refuses. `extraArgs` adds a suite's own flags.
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  };
}
