// Packs the package as it would be published (`pnpm pack`), installs the tarball in a scratch
// Vite app outside the workspace, builds the app, checks the core entry under Node, and opens the
// built app in Chromium to answer a question. Slow, so it runs with the browser tests, not the unit tests.
import { execSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/e2e/chromium.mjs';

const pkgDir = resolve(import.meta.dirname, '..');
const run = (command, cwd) => execSync(command, { cwd, stdio: 'inherit' });
/** Version of a package installed for this package or at the workspace root. */
function versionOf(name) {
  for (const base of [pkgDir, resolve(pkgDir, '../..')]) {
    const file = join(base, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  throw new Error(`${name} is not installed`);
}

if (!existsSync(join(pkgDir, 'dist/index.js'))) run('pnpm build', pkgDir);
const scratch = mkdtempSync(join(tmpdir(), 'qe-pack-'));
let server;
let browser;
try {
  run(`pnpm pack --pack-destination ${scratch}`, pkgDir);
  const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  const packed = execSync(`tar -tzf ${join(scratch, tarball)}`).toString();
  for (const file of [
    'package/dist/index.js',
    'package/dist/index.d.ts',
    'package/dist/core/index.js',
    'package/dist/index.css',
    'package/dist/mp3.worker.js',
  ]) {
    if (!packed.includes(file)) throw new Error(`the tarball lacks ${file}`);
  }
  const manifest = JSON.parse(
    execSync(`tar -xOzf ${join(scratch, tarball)} package/package.json`).toString(),
  );
  if (JSON.stringify(manifest).includes('catalog:'))
    throw new Error('catalog: versions leaked into the packed package.json');
  // @harbour/domain is bundled in (it is not published): no packed type may still import it.
  for (const file of ['package/dist/index.d.ts', 'package/dist/core/index.d.ts']) {
    const types = execSync(`tar -xOzf ${join(scratch, tarball)} ${file}`).toString();
    if (types.includes("'@harbour/")) throw new Error(`${file} imports a workspace package`);
  }

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
          '@harbour/question-engine': `file:../${tarball}`,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
          '@lingui/core': versionOf('@lingui/core'),
          '@lingui/react': versionOf('@lingui/react'),
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
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()] });\n",
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>pack</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  );
  writeFileSync(
    join(app, 'src/main.jsx'),
    `import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { QuestionPlayer, questionEngineMessages, sampleBaseQuestions } from '@harbour/question-engine';
import { parseQuestion } from '@harbour/question-engine/core';
import '@harbour/question-engine/styles.css';

const i18n = setupI18n({ locale: 'hk', messages: questionEngineMessages });
const parsed = parseQuestion(sampleBaseQuestions[0]);
createRoot(document.getElementById('root')).render(
  <I18nProvider i18n={i18n}>
    <QuestionPlayer question={parsed.question} serialNo={1} checkLocally />
  </I18nProvider>,
);
`,
  );
  run('pnpm install --ignore-workspace --prefer-offline --reporter=silent', app);
  run('pnpm exec vite build --logLevel warn', app);
  const assets = readdirSync(join(app, 'dist/assets'));
  console.log(`scratch app assets: ${assets.join(', ')}`);
  if (!assets.some((file) => file.endsWith('.css')))
    throw new Error('the app build has no CSS from styles.css');

  // The core entry runs under Node, as the server uses it.
  run(
    `node --input-type=module -e "const m = await import('@harbour/question-engine/core'); const r = m.checkAnswer(m.sampleBaseQuestions[0], '2'); if (r.status !== 'RIGHT') throw new Error(JSON.stringify(r)); console.log('core under Node: checkAnswer RIGHT');"`,
    app,
  );

  server = spawn(
    'pnpm',
    ['exec', 'vite', 'preview', '--port', '6118', '--strictPort', '--host', '127.0.0.1'],
    { cwd: app, stdio: 'ignore' },
  );
  browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  for (let i = 0; i < 50; i++) {
    try {
      await page.goto('http://127.0.0.1:6118/');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await page.getByText('goes', { exact: true }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await page.locator('.hqe-status', { hasText: '正確' }).waitFor({ timeout: 5000 });
  console.log(
    'pack test: the packed package builds in a scratch Vite app and answers a question in Chromium',
  );
  console.log('1 passed, 0 failed');
} finally {
  await browser?.close();
  server?.kill();
  rmSync(scratch, { recursive: true, force: true });
}
