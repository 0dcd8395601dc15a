import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { testDatabases } from './test/databases';
import { useHarness } from './test/harness';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web';

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/**
 * A built back-office as Vite and the build's precompress step leave it (index.html, a hashed script and
 * stylesheet under assets/, the real public/robots.txt), made by running the real scripts/precompress.mjs,
 * and a built Storybook's two pages.
 */
const root = mkdtempSync(join(tmpdir(), 'harbour-web-'));
const webDir = join(root, 'dist');
const storybookDir = join(root, 'storybook-static');
/** A built student app (apps/student/dist, Vite base /student/). */
const studentDir = join(root, 'student');
const STUDENT_SCRIPT = 'assets/index-St9dEnT1.js';
const studentScriptBytes = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const s${i} = ${JSON.stringify(`功課 ${i} homework`)};`).join(
    '\n',
  ),
);
const studentHtml = `<!doctype html><html lang="zh-Hant-HK"><head><meta charset="UTF-8" /><title>Harbour student</title>
<script type="module" crossorigin src="/student/${STUDENT_SCRIPT}"></script></head>
<body><div id="root" data-app="student"></div>${'<!-- padding so the page is worth compressing -->'.repeat(30)}</body></html>`;
const SCRIPT = 'assets/index-Bq3xZ9aT.js';
const STYLES = 'assets/index-C4f1pQ2e.css';
const scriptBytes = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const v${i} = ${JSON.stringify(`課程 ${i} course`)};`).join(
    '\n',
  ),
);
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['src/secret-source.ts'], mappings: 'AAAA' });
const STORYBOOK_INLINE = 'window.CONFIG_TYPE = "PRODUCTION";';
const indexHtml = `<!doctype html><html lang="zh-Hant-HK"><head><meta charset="UTF-8" /><title>Harbour</title>
<script type="module" crossorigin src="/${SCRIPT}"></script><link rel="stylesheet" href="/${STYLES}"></head>
<body><div id="root"></div>${'<!-- padding so the page is worth compressing -->'.repeat(30)}</body></html>`;

beforeAll(() => {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, SCRIPT), scriptBytes);
  writeFileSync(join(webDir, STYLES), `.a{color:red}${'.b{margin:0}'.repeat(200)}`);
  copyFileSync(repo('apps/backoffice/public/robots.txt'), join(webDir, 'robots.txt'));
  // The hidden source maps Vite writes beside the scripts.
  writeFileSync(join(webDir, `${SCRIPT}.map`), SOURCE_MAP);
  execFileSync(process.execPath, [repo('scripts/precompress.mjs'), webDir]);
  mkdirSync(storybookDir);
  writeFileSync(
    join(storybookDir, 'index.html'),
    `<!doctype html><title>Storybook</title><script>${STORYBOOK_INLINE}</script><script src="./sb-manager/x.js"></script>`,
  );
  writeFileSync(join(storybookDir, 'iframe.html'), '<!doctype html><title>Storybook preview</title>');
  mkdirSync(join(studentDir, 'assets'), { recursive: true });
  writeFileSync(join(studentDir, 'index.html'), studentHtml);
  writeFileSync(join(studentDir, STUDENT_SCRIPT), studentScriptBytes);
  writeFileSync(join(studentDir, `${STUDENT_SCRIPT}.map`), SOURCE_MAP);
  execFileSync(process.execPath, [repo('scripts/precompress.mjs'), studentDir]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const [pglite] = testDatabases();

/**
 * Each of `urls` answers a single-page app's `html`, brotli-compressed on request and revalidated on every
 * visit (so a new build reaches the browser at once).
 */
async function expectRevalidatedPage(
  get: (url: string, headers: Record<string, string>) => Promise<LightMyRequestResponse>,
  urls: readonly string[],
  html: string,
) {
  for (const url of urls) {
    const response = await get(url, { 'accept-encoding': 'br' });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
    expect(response.headers['content-encoding'], url).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
  }
}
if (!pglite) throw new Error('no PGlite test database');

describe('the built back-office and Storybook', () => {
  const h = useHarness(pglite, { webDir, storybookDir });
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ method: 'GET', url, headers });

  it('runs the build step that writes brotli and gzip copies beside the files', () => {
    expect(existsSync(join(webDir, `${SCRIPT}.br`))).toBe(true);
    expect(existsSync(join(webDir, `${SCRIPT}.gz`))).toBe(true);
    expect(existsSync(join(webDir, 'index.html.br'))).toBe(true);
    // Under 1 kB: not worth a copy.
    expect(existsSync(join(webDir, 'robots.txt.br'))).toBe(false);
  });

  it('sends a hashed script as brotli to a browser that accepts it: same bytes, cached for a year', async () => {
    const response = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(scriptBytes.length);
    expect(brotliDecompressSync(response.rawPayload).equals(scriptBytes)).toBe(true);
  });

  it('sends gzip when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzipped = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(gunzipSync(gzipped.rawPayload).equals(scriptBytes)).toBe(true);

    const plain = await get(`/${SCRIPT}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(scriptBytes)).toBe(true);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);

    const css = await get(`/${STYLES}`, { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe(readFileSync(join(webDir, STYLES), 'utf8'));
  });

  it('revalidates index.html at / and at every client-side route', async () => {
    await expectRevalidatedPage(get, ['/', '/home/dashboard', '/home/course/list?classId=3'], indexHtml);
    // Revalidation: the ETag it was sent with answers 304 without the page.
    const first = await get('/');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get('/', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a real robots.txt as text, not the app', async () => {
    const response = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).not.toContain('<html');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/$/m);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('answers a missing file with a 404, never the app', async () => {
    for (const url of ['/assets/x.js', '/assets/index-Bq3xZ9aT.css', '/favicon.ico', '/home/missing.js']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/html/);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('never serves the source maps written beside the scripts', async () => {
    for (const url of [`/${SCRIPT}.map`, `/${SCRIPT}.MAP`, `/${SCRIPT}.map?x=1`]) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret-source');
    }
  });

  it('refuses hostile paths with a 4xx, never a 500 or a file outside the build', async () => {
    for (const url of [
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/%00',
      '/assets/%00.js',
      '/assets/%E0%A4%A.js',
      `/assets/${'a'.repeat(5000)}.js`,
      '/storybook/..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('root:');
      if (response.statusCode === 200) expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('serves the built Storybook at /storybook/', async () => {
    const redirect = await get('/storybook');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/storybook/');
    // No .br/.gz copies here: the files themselves, whatever the browser accepts.
    const page = await get('/storybook/', { 'accept-encoding': 'br, gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Storybook</title>');
    expect(page.headers['cache-control']).toBe(REVALIDATE_CACHE);
    // Its inline script is allowed by its hash, on Storybook's pages only.
    const hash = `'sha256-${createHash('sha256').update(STORYBOOK_INLINE).digest('base64')}'`;
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
    expect((await get('/')).headers['content-security-policy']).not.toContain(hash);
    const preview = await get('/storybook/iframe.html');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Storybook preview');
    const missing = await get('/storybook/nothing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });
});

describe('the built student app at /student/', () => {
  const h = useHarness(pglite, { webDir, storybookDir, studentDir });
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ method: 'GET', url, headers });

  it('answers /student/ and every student route with the student app, revalidated', async () => {
    await expectRevalidatedPage(
      get,
      ['/student', '/student/', '/student/home', '/student/homework/12?x=1'],
      studentHtml,
    );
  });

  it('sends its hashed scripts precompressed and cached for a year', async () => {
    const response = await get(`/student/${STUDENT_SCRIPT}`, { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(response.rawPayload).equals(studentScriptBytes)).toBe(true);
    const plain = await get(`/student/${STUDENT_SCRIPT}`);
    expect(plain.rawPayload.equals(studentScriptBytes)).toBe(true);
  });

  it("never serves the student app's source maps", async () => {
    const response = await get(`/student/${STUDENT_SCRIPT}.map`, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret-source');
  });

  it('answers a missing student file with a 404, never an app', async () => {
    for (const url of ['/student/assets/x.js', '/student/favicon.ico', '/student/home/missing.js']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/html/);
      expect(response.body, url).not.toContain('<div id="root"');
    }
  });

  it('keeps the two apps apart: the back-office at /, the student app under /student/ only', async () => {
    const office = await get('/home/dashboard');
    expect(office.body).toBe(indexHtml);
    const student = await get('/student/home');
    expect(student.body).toBe(studentHtml);
    // The back-office's hashed files are not reachable under /student/, nor the student's at /.
    expect((await get(`/student/${SCRIPT}`)).statusCode).toBe(404);
    expect((await get(`/${STUDENT_SCRIPT}`)).statusCode).toBe(404);
  });

  it('refuses hostile student paths with a 4xx, never a 500 or a file outside the build', async () => {
    for (const url of [
      '/student/..%2f..%2fetc%2fpasswd',
      '/student/assets/%2e%2e/%2e%2e/index.html',
      '/student/%00',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('root:');
    }
  });

  it('keeps answering the API under /ael, not the app', async () => {
    const response = await get('/ael/student/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});

describe('a server without a built student app', () => {
  const h = useHarness(pglite, { webDir, storybookDir, studentDir: join(root, 'no-student') });

  it('answers /student/ with a 404, not the back-office', async () => {
    for (const url of ['/student/', '/student/home', '/student']) {
      const response = await h().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });
});

describe('a server whose Storybook has not been built', () => {
  const h = useHarness(pglite, { webDir, storybookDir: join(root, 'not-built') });

  it('answers /storybook/ with a 404 that says how to build it, not the app', async () => {
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html?id=button--primary']) {
      const response: LightMyRequestResponse = await h().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(response.body, url).toContain('pnpm build-storybook');
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });
});
