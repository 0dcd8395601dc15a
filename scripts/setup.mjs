// Installs what the repo needs on a fresh machine that has Node 20 and npm: the workspace's packages,
// and with --browser, Debian's Chromium for the browser tests (never a downloaded browser).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Harbour needs Node 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

const run = (command) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });

run(process.env.CI ? 'pnpm install --frozen-lockfile' : 'pnpm install --prefer-offline');

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing: run `sudo apt-get install -y chromium fonts-noto-cjk`, then try again.',
    );
    process.exit(1);
  }
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk');
}
