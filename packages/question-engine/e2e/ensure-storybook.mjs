// Builds the root Storybook when storybook-static is missing, so `pnpm e2e` works from a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../../..');
if (!existsSync(resolve(repo, 'storybook-static/index.json'))) {
  console.log('storybook-static is missing: building the root Storybook');
  execSync('pnpm build-storybook', {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
}
