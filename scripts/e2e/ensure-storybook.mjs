// Builds the root Storybook (pnpm build-storybook) when storybook-static/ is missing or older than the
// stories' sources, so a package's browser tests never run against missing or stale stories.
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');
const SOURCES = [
  '.storybook',
  'packages/ui/src',
  'packages/question-engine/src',
  'packages/question-core/src',
  'apps/backoffice/src',
];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function builtAt() {
  try {
    return statSync(join(repo, 'storybook-static', 'index.json')).mtimeMs;
  } catch {
    return 0;
  }
}

const sourcesAt = Math.max(...SOURCES.map((dir) => newest(join(repo, dir))));
if (builtAt() < sourcesAt) {
  console.log('storybook-static is missing or stale: pnpm build-storybook');
  execSync('pnpm build-storybook', { cwd: repo, stdio: 'inherit' });
} else {
  console.log('storybook-static is up to date');
}
