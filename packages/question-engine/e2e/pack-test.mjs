// Packs @harbour/question-core and @harbour/question-engine as they would be published (`pnpm pack`,
// which runs each `prepack` build), lints the tarballs (publint, are-the-types-wrong), refuses a dist file
// that bundles code under a licence that is not permissive (bundled-licences.mjs), then, outside the
// workspace and with npm as a new user would:
//   1. installs the core alone, as a server does: no React, no engine warning on Node 20, at most 5 MB
//      installed; checks `$$\frac34$$` as RIGHT against the key `$$\frac{3}{4}$$` in plain Node;
//   2. installs the engine in a scratch Vite + React app, registers a custom question type from outside
//      the package, server-renders a math question in plain Node (stem, options and MathML in the HTML),
//      builds the app, and in Chromium: counts the math code the page downloads before the student types
//      (at most 100 kB gzip), answers a question and the custom type by mouse, checks that focusing a
//      math blank loads mathlive, and hydrates the server-rendered HTML without a hydration error.
// Slow, so it runs with the browser tests, not the unit tests.
import { execSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/e2e/chromium.mjs';
import { bundledLicences } from './bundled-licences.mjs';

const pkgDir = resolve(import.meta.dirname, '..');
const coreDir = resolve(pkgDir, '../question-core');
/** Installed size a server may pay for the core. */
const CORE_INSTALL_BUDGET_BYTES = 5_000_000;
/** Math code (Temml, fraction.js, MathJax, mathlive) a page of math questions may download before typing. */
const MATH_BUDGET_GZIP_BYTES = 100 * 1024;
const PORT = 6118;

const run = (command, cwd) => execSync(command, { cwd, stdio: 'inherit' });
/** Runs a command and returns what it printed on stdout and stderr together. */
const output = (command, cwd) => execSync(`${command} 2>&1`, { cwd, encoding: 'utf8' });
/** Version of a package installed for this package or at the workspace root. */
function versionOf(name) {
  for (const base of [pkgDir, resolve(pkgDir, '../..')]) {
    const file = join(base, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  throw new Error(`${name} is not installed`);
}
/** Total size of the files under a folder (what "installed size" means: the bytes npm wrote). */
function folderBytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    total += stat.isDirectory() ? folderBytes(path) : stat.size;
  }
  return total;
}
const NPM_INSTALL = 'npm install --no-audit --no-fund --prefer-offline --loglevel=warn';
let passed = 0;
const pass = (what) => {
  passed += 1;
  console.log(`ok ${passed} - ${what}`);
};

const scratch = mkdtempSync(join(tmpdir(), 'qe-pack-'));
let server;
let browser;
try {
  run(`pnpm pack --pack-destination ${scratch}`, coreDir);
  run(`pnpm pack --pack-destination ${scratch}`, pkgDir);
  const tarballs = readdirSync(scratch);
  const coreTgz = tarballs.find((file) => file.startsWith('harbour-question-core-'));
  const engineTgz = tarballs.find((file) => file.startsWith('harbour-question-engine-'));
  if (!coreTgz || !engineTgz) throw new Error(`pnpm pack wrote ${tarballs.join(', ')}`);

  const packed = execSync(`tar -tzf ${join(scratch, engineTgz)}`).toString();
  for (const file of [
    'package/LICENSE',
    'package/CHANGELOG.md',
    'package/dist/index.js',
    'package/dist/index.d.ts',
    'package/dist/core/index.js',
    'package/dist/samples.js',
    'package/dist/index.css',
    'package/dist/mp3.worker.js',
  ]) {
    if (!packed.includes(file)) throw new Error(`the engine tarball lacks ${file}`);
  }
  if (packed.includes('.map')) throw new Error('the engine tarball ships sourcemaps');
  if (packed.includes('metafile')) throw new Error('the engine tarball ships the build metafile');
  for (const tgz of [coreTgz, engineTgz]) {
    const manifest = JSON.parse(execSync(`tar -xOzf ${join(scratch, tgz)} package/package.json`).toString());
    const text = JSON.stringify(manifest);
    if (text.includes('catalog:') || text.includes('workspace:'))
      throw new Error(`${tgz}: workspace versions leaked into package.json`);
    if (manifest.license !== 'MIT' || !manifest.repository || !manifest.engines?.node)
      throw new Error(`${tgz}: license, repository or engines missing`);
  }
  for (const file of ['package/dist/index.d.ts', 'package/dist/core/index.d.ts']) {
    const types = execSync(`tar -xOzf ${join(scratch, engineTgz)} ${file}`).toString();
    if (types.includes("'@harbour/domain")) throw new Error(`${file} imports the unpublished domain package`);
  }
  pass('the tarballs hold LICENSE, CHANGELOG, every entry and no sourcemap or workspace version');

  // The MIT tarball bundles only permissively licensed code (the build that `pnpm pack` just made).
  const { bundled, refused } = bundledLicences(pkgDir);
  if (refused.length > 0)
    throw new Error(
      `dist bundles code whose licence is not permissive: ${refused.map((entry) => `${entry.file} bundles ${entry.name} (${entry.licence || 'no licence'})`).join('; ')}`,
    );
  pass(`every package bundled in dist is permissively licensed (${bundled.length} bundled)`);

  // Both linters run from node_modules (devDependencies), offline.
  for (const tgz of [coreTgz, engineTgz]) run(`pnpm exec publint --strict ${join(scratch, tgz)}`, pkgDir);
  pass('publint: both tarballs');
  run(`pnpm exec attw ${join(scratch, coreTgz)} --profile esm-only`, pkgDir);
  run(
    `pnpm exec attw ${join(scratch, engineTgz)} --profile esm-only --exclude-entrypoints ./styles.css ./overlays.css`,
    pkgDir,
  );
  pass('are-the-types-wrong: both tarballs (ESM only; the CSS entries have no types)');

  // 1. The core alone, as a server installs it.
  const serverDir = join(scratch, 'server');
  mkdirSync(serverDir);
  writeFileSync(
    join(serverDir, 'package.json'),
    JSON.stringify({
      name: 'qe-server',
      private: true,
      type: 'module',
      dependencies: { '@harbour/question-core': `file:../${coreTgz}` },
    }),
  );
  const coreInstall = output(NPM_INSTALL, serverDir);
  if (/EBADENGINE/.test(coreInstall)) throw new Error(`npm warned about engines:\n${coreInstall}`);
  for (const heavy of ['react', 'react-dom', 'mathlive', 'mathjax-full', 'zod'])
    if (existsSync(join(serverDir, 'node_modules', heavy)))
      throw new Error(`the core install brought ${heavy}`);
  const coreBytes = folderBytes(join(serverDir, 'node_modules'));
  console.log(`core install: ${(coreBytes / 1e6).toFixed(2)} MB in node_modules (budget 5 MB)`);
  if (coreBytes > CORE_INSTALL_BUDGET_BYTES) throw new Error('the core install is over 5 MB');
  pass(`core alone: ${(coreBytes / 1e6).toFixed(2)} MB installed, no React, no engine warning`);
  writeFileSync(
    join(serverDir, 'check.mjs'),
    `import { checkAnswer, parseQuestion } from '@harbour/question-core';
const parsed = parseQuestion({ questionId: 1, questionType: 'fill', subjectCode: 'MATH', useMathKeyboard: true, questionAnswer: '$$\\\\frac{3}{4}$$' });
if (!parsed.ok) throw new Error(parsed.error);
const right = checkAnswer(parsed.question, '$$\\\\frac34$$');
const wrong = checkAnswer(parsed.question, '$$\\\\frac43$$');
const value = checkAnswer({ ...parsed.question, answerEquivalentStatus: true }, '0.75');
if (right.status !== 'RIGHT' || wrong.status !== 'WRONG' || value.status !== 'RIGHT')
  throw new Error(JSON.stringify({ right, wrong, value }));
console.log('core under Node: \\\\frac34 RIGHT against \\\\frac{3}{4}, \\\\frac43 WRONG, 0.75 RIGHT by value');
`,
  );
  run('node check.mjs', serverDir);
  pass('core under plain Node: \\frac34 is RIGHT against \\frac{3}{4}');

  // 2. The engine in a scratch Vite + React app.
  const app = join(scratch, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'qe-pack-app',
        private: true,
        type: 'module',
        dependencies: {
          '@harbour/question-engine': `file:../${engineTgz}`,
          '@harbour/question-core': `file:../${coreTgz}`,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
          '@lingui/core': versionOf('@lingui/core'),
          '@lingui/react': versionOf('@lingui/react'),
          // The recorder's mp3 encoder (LGPL-3.0), a peer the app installs and its bundler builds.
          '@breezystack/lamejs': versionOf('@breezystack/lamejs'),
        },
        devDependencies: {
          vite: versionOf('vite'),
          '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
        },
      },
      null,
      2,
    ),
  );
  // The math libraries the page loads up front (Temml, fraction.js) in chunks named math-*, so the
  // browser test can tell math code from the rest; MathJax and mathlive are lazy chunks of their own
  // (named after them). Only ES modules here: a manual chunk of a CommonJS library would also take
  // Rollup's CommonJS helper and be imported by every chunk.
  writeFileSync(
    join(app, 'vite.config.js'),
    `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
const MATH = ['temml', 'fraction.js'];
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      input: { index: 'index.html', hydrate: 'hydrate.html', plain: 'plain.html' },
      output: {
        manualChunks(id) {
          const name = MATH.find((lib) => id.includes(\`/node_modules/\${lib}/\`));
          return name ? \`math-\${name.replace(/[^a-z]/g, '')}\` : undefined;
        },
      },
    },
  },
});
`,
  );
  const page = (entry) =>
    `<!doctype html><html lang="zh-Hant-HK"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>pack</title></head><body><div id="root"><!--ssr--></div><script type="module" src="/src/${entry}"></script></body></html>\n`;
  writeFileSync(join(app, 'index.html'), page('main.jsx'));
  writeFileSync(join(app, 'hydrate.html'), page('hydrate.jsx'));
  writeFileSync(join(app, 'plain.html'), page('plain.jsx'));
  // A page without math: Temml is never downloaded.
  writeFileSync(
    join(app, 'src/plain.jsx'),
    `import { createRoot } from 'react-dom/client';
import { QuestionPlayer } from '@harbour/question-engine';
import { parseQuestion } from '@harbour/question-engine/core';
import { sampleBaseQuestions } from '@harbour/question-engine/samples';
import '@harbour/question-engine/styles.css';

const radio = parseQuestion(sampleBaseQuestions.find((q) => q.questionId === 'sample-radio-en')).question;
createRoot(document.getElementById('root')).render(<QuestionPlayer question={radio} serialNo={1} checkLocally />);
`,
  );
  // The custom type, registered from outside the package exactly as the README shows.
  writeFileSync(
    join(app, 'src/rating.jsx'),
    `import { registerQuestionWidget } from '@harbour/question-engine';
import { registerQuestionType } from '@harbour/question-engine/core';

registerQuestionType({
  type: 'RATING',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: () => null,
  encode: (_question, answer) => (answer === null ? '' : String(answer)),
  decode: (_question, encoded) => (/^[1-5]$/.test(encoded) ? Number(encoded) : null),
  hasAnswer: (_question, answer) => answer !== null,
  check: (question, studentAnswer) => {
    const right = studentAnswer === question.questionAnswer;
    return { status: right ? 'RIGHT' : 'WRONG', items: [right] };
  },
  // What reports show: the answer, a key equal answers group under, and the right answer.
  answerText: (_question, answer) => (typeof answer === 'number' ? answer + ' / 5' : ''),
  answerKey: (_question, answer) => (typeof answer === 'number' ? String(answer) : ''),
  rightAnswerText: (question) => (question.questionAnswer ? question.questionAnswer + ' / 5' : ''),
});

registerQuestionWidget('RATING', function RatingWidget({ answer, onChange, disabled }) {
  return (
    <fieldset>
      <legend>Rating</legend>
      {[1, 2, 3, 4, 5].map((value) => (
        <label key={value}>
          <input type="radio" name="rating" checked={answer === value} disabled={disabled} onChange={() => onChange(value)} />
          {value}
        </label>
      ))}
    </fieldset>
  );
});
`,
  );
  writeFileSync(
    join(app, 'src/questions.jsx'),
    `import { QuestionPlayer } from '@harbour/question-engine';
import { parseQuestion } from '@harbour/question-engine/core';
import { sampleBaseQuestions } from '@harbour/question-engine/samples';
import './rating.jsx';

const byId = (id) => parseQuestion(sampleBaseQuestions.find((q) => q.questionId === id)).question;
export const mathQuestion = byId('sample-fill-math');
const rating = parseQuestion({ questionId: 'rating', questionType: 'RATING', subjectCode: 'MATH', questionTitle: '4 的平方根是多少的一半？', questionAnswer: '4' }).question;

/** A page of questions: math (fill-in and matching), a choice, and the host's own type. */
export function Questions() {
  return (
    <>
      <section id="math"><QuestionPlayer question={mathQuestion} serialNo={1} checkLocally /></section>
      <section id="matching"><QuestionPlayer question={byId('sample-matching-math')} serialNo={2} checkLocally /></section>
      <section id="radio"><QuestionPlayer question={byId('sample-radio-en')} serialNo={3} checkLocally /></section>
      <section id="rating"><QuestionPlayer question={rating} serialNo={4} checkLocally /></section>
    </>
  );
}
`,
  );
  writeFileSync(
    join(app, 'src/main.jsx'),
    `import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { questionEngineMessages } from '@harbour/question-engine';
import '@harbour/question-engine/styles.css';
import { Questions } from './questions.jsx';

const i18n = setupI18n({ locale: 'hk', messages: questionEngineMessages });
createRoot(document.getElementById('root')).render(
  <I18nProvider i18n={i18n}>
    <Questions />
  </I18nProvider>,
);
`,
  );
  // Hydrates what ssr.jsx rendered on the server (no I18nProvider on either side: the default locale).
  // The server's HTML holds MathML (Node loads Temml with the package); the browser loads Temml first,
  // as the README says, so its first render draws the same MathML.
  writeFileSync(
    join(app, 'src/hydrate.jsx'),
    `import { hydrateRoot } from 'react-dom/client';
import { loadMath, QuestionPlayer } from '@harbour/question-engine';
import '@harbour/question-engine/styles.css';
import { mathQuestion } from './questions.jsx';

window.hydrationErrors = [];
await loadMath();
hydrateRoot(document.getElementById('root'), <QuestionPlayer question={mathQuestion} serialNo={1} checkLocally />, {
  onRecoverableError: (error) => window.hydrationErrors.push(String(error)),
});
window.hydrated = true;
`,
  );
  writeFileSync(
    join(app, 'src/ssr.jsx'),
    `import { renderToString } from 'react-dom/server';
import { QuestionPlayer } from '@harbour/question-engine';
import { mathQuestion } from './questions.jsx';

export const render = () => renderToString(<QuestionPlayer question={mathQuestion} serialNo={1} checkLocally />);
`,
  );
  run(NPM_INSTALL, app);
  run('npx vite build --logLevel warn', app);
  // The app's bundler built the mp3 worker with the lamejs the app installed.
  const assets = readdirSync(join(app, 'dist/assets'));
  const worker = assets.find((file) => file.startsWith('mp3.worker') && file.endsWith('.js'));
  if (
    !worker ||
    !readFileSync(join(app, 'dist/assets', worker), 'utf8').includes('bug in LAME encoding library')
  )
    throw new Error(`the app build has no mp3 worker with lamejs (assets: ${assets.join(', ')})`);
  pass(`the app's build holds the mp3 worker with the lamejs it installed (${worker})`);
  // The server render: the SSR module is built for Node (JSX compiled, CSS ignored) and run by plain Node.
  run('npx vite build --ssr src/ssr.jsx --outDir dist-ssr --logLevel warn', app);
  const html = execSync(
    `node --input-type=module -e "const m = await import('./dist-ssr/ssr.js'); process.stdout.write(m.render());"`,
    { cwd: app, encoding: 'utf8' },
  );
  for (const part of ['計算：', '<math', '<mfrac>', '提交']) {
    if (!html.includes(part))
      throw new Error(`the server-rendered HTML lacks ${part}:\n${html.slice(0, 2000)}`);
  }
  if (html.replace(/<[^>]*>/g, '').includes('\\frac'))
    throw new Error('the server-rendered HTML shows raw TeX');
  const hydratePage = join(app, 'dist/hydrate.html');
  writeFileSync(hydratePage, readFileSync(hydratePage, 'utf8').replace('<!--ssr-->', html));
  pass('server render in plain Node: the stem, MathML and the submit button (hk) are in the HTML');

  // Vite's own script under Node (not npx), so killing the child ends the server.
  server = spawn(
    process.execPath,
    [
      join(app, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--port',
      String(PORT),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: app, stdio: 'ignore' },
  );
  browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(String(error)));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  /**
   * gzip bytes of each JS file the page downloaded, by file name. A file is named as soon as its response
   * arrives and measured when its body has (`measured()` waits for every body so far): a large chunk can
   * run before its body reaches this process.
   */
  const scripts = new Map();
  const bodies = [];
  tab.on('response', (response) => {
    const url = response.url();
    if (response.status() >= 400) errors.push(`${response.status()} ${url}`);
    if (!url.endsWith('.js')) return;
    const file = url.slice(url.lastIndexOf('/') + 1);
    scripts.set(file, 0);
    bodies.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => scripts.set(file, gzipSync(body, { level: 9 }).length)),
    );
  });
  const measured = () => Promise.all(bodies);
  /** Waits (up to 20 s) until a downloaded JS file's name passes `test`. */
  const downloaded = async (test) => {
    for (let waited = 0; waited < 20_000; waited += 100) {
      if ([...scripts.keys()].some(test)) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  };
  for (let i = 0; ; i++) {
    try {
      await tab.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
      break;
    } catch (error) {
      if (i === 50) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await tab.locator('#math math').first().waitFor();
  await measured();
  const isMath = (file) => /^math-|mathjax|mathlive|compute-engine/.test(file);
  const mathFiles = [...scripts].filter(([file]) => isMath(file));
  const mathBytes = mathFiles.reduce((sum, [, bytes]) => sum + bytes, 0);
  const allBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `math code before typing: ${(mathBytes / 1024).toFixed(1)} kB gzip (${mathFiles.map(([f, b]) => `${f} ${(b / 1024).toFixed(1)}`).join(', ')}); all JS ${(allBytes / 1024).toFixed(1)} kB gzip`,
  );
  if (mathBytes > MATH_BUDGET_GZIP_BYTES)
    throw new Error('the page downloads more than 100 kB gzip of math code');
  if (mathFiles.some(([file]) => /mathlive|mathjax/.test(file)))
    throw new Error('mathlive or MathJax loaded before the student typed');
  pass(`a page of math questions: ${(mathBytes / 1024).toFixed(1)} kB gzip of math code before typing`);

  await tab.locator('#radio').getByText('goes', { exact: true }).click();
  await tab.locator('#radio').getByRole('button', { name: '提交' }).click();
  await tab.locator('#radio .hqe-status', { hasText: '正確' }).waitFor({ timeout: 5000 });
  pass('a choice answered and checked in Chromium');

  await tab.locator('#rating').getByRole('radio', { name: '4' }).click();
  await tab.locator('#rating').getByRole('button', { name: '提交' }).click();
  await tab.locator('#rating .hqe-status', { hasText: '正確' }).waitFor({ timeout: 5000 });
  pass('the custom type registered from outside the package renders, answers and checks');

  await tab.locator('#math input').first().focus();
  await tab.locator('#math math-field').first().waitFor({ timeout: 20_000 });
  if (!(await downloaded((file) => file.includes('mathlive'))))
    throw new Error('focusing a math blank did not load mathlive');
  pass('focusing a math blank loads mathlive');
  if (errors.length > 0) throw new Error(`console errors: ${errors.join('\n')}`);

  const plain = await context.newPage();
  const plainScripts = [];
  plain.on('response', (response) => plainScripts.push(response.url()));
  await plain.goto(`http://127.0.0.1:${PORT}/plain.html`, { waitUntil: 'networkidle' });
  await plain.getByText('goes', { exact: true }).click();
  await plain.getByRole('button', { name: '提交' }).click();
  await plain.locator('.hqe-status').first().waitFor();
  const plainMath = plainScripts.filter((url) => /math-temml|mathlive|mathjax/.test(url));
  if (plainMath.length > 0) throw new Error(`a page without math downloaded ${plainMath.join(', ')}`);
  pass('a page without math, answered and checked, never downloads Temml, mathlive or MathJax');

  const hydrated = await context.newPage();
  hydrated.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await hydrated.goto(`http://127.0.0.1:${PORT}/hydrate.html`, { waitUntil: 'networkidle' });
  await hydrated.waitForFunction(() => window.hydrated === true);
  const hydrationErrors = await hydrated.evaluate(() => window.hydrationErrors);
  if (hydrationErrors.length > 0 || errors.length > 0)
    throw new Error(`hydration errors: ${[...hydrationErrors, ...errors].join('\n')}`);
  if ((await hydrated.locator('math').count()) < 2) throw new Error('the hydrated page lost its math');
  pass('the server-rendered page hydrates in Chromium without a mismatch');
  console.log(`${passed} passed, 0 failed`);
} finally {
  await browser?.close();
  server?.kill();
  if (!process.env.KEEP_PACK_SCRATCH) rmSync(scratch, { recursive: true, force: true });
  else console.log(`scratch kept: ${scratch}`);
}
