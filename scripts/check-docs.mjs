// Checks that docs/ names only what exists: every file path it mentions (in `code` or as a Markdown link)
// is a file or folder of the repository, and every code name it mentions (`answerText`, `ListTable`,
// `WITHDRAW_WINDOW_MINUTES`) still stands somewhere in the source. A rename or a deletion that leaves
// docs/ behind fails here, so the docs cannot drift silently.
// Usage: node scripts/check-docs.mjs [repository root]   (exit 1 and one line per stale mention)
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { filesUnder } from './files-under.mjs';

const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx|css|json|sql|yaml|yml|sh)$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.turbo',
  '.data',
  'storybook-static',
  'test-results',
  'playwright-report',
  'coverage',
]);
/** A path-like mention: has a file ending, or starts at a top folder of the repository. */
const PATH = /^(?:\.{1,2}\/)?[\w@.-]+(?:\/[\w@.[\]$-]+)*(?:\.[a-z]{1,5}|\/)$/;
/** Folders a build or a run makes, named in docs but not in the repository. */
const GENERATED = ['dist/', 'storybook-static/', '.data/', 'test-results/', 'playwright-report/'];
const TOP = /^(?:apps|packages|scripts|docs|\.ci|\.changeset|\.storybook)\//;
/** A code name: camelCase or PascalCase with an inner capital, or a constant with an underscore. */
const NAME =
  /^(?:[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:\(\))?$/;

/** What the docs of a repository mention that no longer exists, one line each. */
export function findStaleMentions(repositoryRoot) {
  const all = [...filesUnder(repositoryRoot, (name) => SKIPPED_FOLDERS.has(name))].map((path) =>
    relative(repositoryRoot, path),
  );
  const known = new Set(all);
  for (const path of all) for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) known.add(`${dir}/`);
  const source = all
    .filter((path) => SOURCE.test(path) && !path.startsWith('docs/'))
    .map((path) => readFileSync(join(repositoryRoot, path), 'utf8'))
    .join('\n');
  const words = new Set(source.match(/[A-Za-z_$][\w$]*/g) ?? []);
  const exists = (mention, docFolder) => {
    const path = mention.replace(/^\.\//, '');
    if (known.has(path) || known.has(`${path}/`)) return true;
    const fromDoc = relative(repositoryRoot, resolve(repositoryRoot, docFolder, mention));
    if (known.has(fromDoc) || known.has(`${fromDoc}/`)) return true;
    // A short mention (`registry.ts`, `bank/math.ts`) names the end of some path.
    if (!TOP.test(path))
      return (
        all.some((file) => file.endsWith(`/${path}`) || basename(file) === path) ||
        [...known].some((dir) => dir.endsWith(`/${path}`))
      );
    return false;
  };

  const stale = [];
  for (const doc of all.filter((path) => path.startsWith('docs/') && path.endsWith('.md'))) {
    const text = readFileSync(join(repositoryRoot, doc), 'utf8');
    // A walkthrough's example files and names, and what lies beside the repository, are declared in the
    // doc itself: <!-- check-docs: not in the repository: true-false trueFalse ../shared/ -->.
    const declared = [...text.matchAll(/<!-- check-docs: not in the repository: ([^>]*?) -->/g)].flatMap(
      (match) => match[1].split(/\s+/),
    );
    const outside = (mention) =>
      GENERATED.some((folder) => mention === folder || mention.startsWith(folder)) ||
      declared.some((word) => mention.includes(word));
    const lineOf = (index) => text.slice(0, index).split('\n').length;
    for (const match of text.matchAll(/`([^`\n]+)`/g)) {
      const mention = match[1].trim();
      if (mention.includes(' ') || mention.startsWith('/') || mention.includes('://') || outside(mention))
        continue;
      if (PATH.test(mention) && (mention.includes('/') || /\.(ts|tsx|mjs|md|css)$/.test(mention))) {
        if (!exists(mention, dirname(doc))) stale.push(`${doc}:${lineOf(match.index)}: no file ${mention}`);
      } else if (NAME.test(mention)) {
        const name = mention.replace(/\(\)$/, '');
        if (!words.has(name)) stale.push(`${doc}:${lineOf(match.index)}: no name ${name} in the source`);
      }
    }
    for (const match of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      const target = match[1];
      if (target.includes('://') || target.startsWith('mailto:') || outside(target)) continue;
      if (!exists(target, dirname(doc)))
        stale.push(`${doc}:${lineOf(match.index)}: no file ${target} (link)`);
    }
  }
  return stale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stale = findStaleMentions(root);
  for (const line of stale) console.error(line);
  if (stale.length > 0) {
    console.error(
      `${stale.length} mention(s) in docs/ of what no longer exists (see scripts/check-docs.mjs)`,
    );
    process.exit(1);
  }
  console.log('docs: every path and name they mention exists');
}
