// Builds the root Storybook (pnpm build-storybook) when storybook-static/ is missing or older than
// this package's sources, so the browser tests never run against stale stories.
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const index = join(repo, 'storybook-static', 'index.json');
const sources = fileURLToPath(new URL('../src', import.meta.url));

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

let builtAt = 0;
try {
  builtAt = statSync(index).mtimeMs;
} catch {
  builtAt = 0;
}
if (builtAt < newest(sources)) {
  console.log('storybook-static is missing or stale: pnpm build-storybook');
  execSync('pnpm build-storybook', { cwd: repo, stdio: 'inherit' });
} else {
  console.log('storybook-static is up to date');
}
