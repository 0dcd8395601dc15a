import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Content-hashed files (Vite's build.assetsDir): a new build writes new names, so they never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else of a built site (index.html, robots.txt): kept, but checked (ETag) before each use. */
export const REVALIDATE_CACHE = 'no-cache';

/** Where the built Storybook is served. */
export const STORYBOOK_PREFIX = '/storybook/';
/** Where the built student app is served (its Vite base). */
export const STUDENT_PREFIX = '/student/';

/** A path whose last segment names a file (`/assets/x.js`, `/favicon.ico`): never answered with the SPA. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/** A built Storybook found on disk. */
export interface BuiltStorybook {
  dir: string;
  /** CSP sources (`'sha256-…'`) of the inline scripts of its pages (index.html, iframe.html). */
  inlineScriptHashes: string[];
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The Storybook built in `dir` (`pnpm build-storybook`), or undefined when it has not been built. */
export function builtStorybook(dir: string | undefined): BuiltStorybook | undefined {
  if (!dir || !existsSync(join(dir, 'index.html'))) return undefined;
  const hashes = new Set<string>();
  for (const page of ['index.html', 'iframe.html']) {
    const file = join(dir, page);
    if (!existsSync(file)) continue;
    for (const [, script] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (script?.trim()) hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  }
  return { dir: resolve(dir), inlineScriptHashes: [...hashes] };
}

export interface WebOptions {
  /** Built back-office (Vite dist with precompressed .br/.gz copies); served at / with the SPA fallback. */
  webDir: string | undefined;
  /** Built Storybook (builtStorybook); served at /storybook/ when present. */
  storybookDir: string | undefined;
  /** Built student app (apps/student/dist); served at /student/ with its own SPA fallback when present. */
  studentDir?: string | undefined;
  /** The 404 of everything that is neither a page nor a file (the API envelope). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/** What @fastify/static's setHeaders is given to set headers on. */
interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/** Cache headers of a file of `root`: immutable under assets/, revalidated elsewhere; Vary for the encodings. */
function cacheHeaders(root: string) {
  const assets = resolve(root, 'assets') + sep;
  return (response: HeaderTarget, path: string) => {
    response.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    response.setHeader('vary', 'accept-encoding');
  };
}

/** A source map of a built site: kept beside the build for reading error reports, never served. */
const SOURCE_MAP_PATH = /\.map$/i;

/** Whether a request may be answered with the back-office's index.html (a client-side route). */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return !(
    path.startsWith('/ael/') ||
    path.startsWith('/assets/') ||
    path === '/storybook' ||
    path.startsWith(STORYBOOK_PREFIX) ||
    path === '/student' ||
    path.startsWith(STUDENT_PREFIX) ||
    FILE_PATH.test(path)
  );
}

/** Whether a request under /student/ may be answered with the student app's index.html (a client-side route). */
function isStudentPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return (
    path.startsWith(STUDENT_PREFIX) && !path.startsWith(`${STUDENT_PREFIX}assets/`) && !FILE_PATH.test(path)
  );
}

/**
 * The built back-office at / (precompressed brotli and gzip by content negotiation, hashed files immutable,
 * index.html revalidated, client-side routes answered with index.html, missing files a 404) and the built
 * Storybook at /storybook/ (a plain-text 404 saying how to build it when it has not been built), and the
 * built student app at /student/ the same way as the back-office (precompressed, cached, its own SPA fallback).
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const webDir = options.webDir && existsSync(options.webDir) ? resolve(options.webDir) : undefined;
  const storybookDir = options.storybookDir;

  // The builds write hidden source maps (no sourceMappingURL in the scripts); asked for by name, they
  // are a 404 like any missing file, whichever site they belong to.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/ael/') && SOURCE_MAP_PATH.test(path)) return options.notFound(request, reply);
  });

  if (storybookDir) {
    // Its own context: no reply decorators, so the back-office's sendFile below stays the one decorated.
    await app.register(fastifyStatic, {
      root: storybookDir,
      // Without its slash, so the plugin also redirects /storybook to /storybook/.
      prefix: '/storybook',
      decorateReply: false,
      redirect: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response: HeaderTarget) => {
        response.setHeader('cache-control', REVALIDATE_CACHE);
        response.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    const notBuilt = (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'Storybook has not been built on this server.\n' +
            'Build it at the repository root with `pnpm build-storybook` (it writes storybook-static/), then restart the server.\n',
        );
    // Not part of the API: kept out of the OpenAPI document, as @fastify/static's routes are.
    const hidden = { schema: { hide: true } };
    app.get('/storybook', hidden, notBuilt);
    app.get(`${STORYBOOK_PREFIX}*`, hidden, notBuilt);
  }

  const studentDir =
    options.studentDir && existsSync(join(options.studentDir, 'index.html'))
      ? resolve(options.studentDir)
      : undefined;
  if (studentDir) {
    // Its own context under /student: its own sendFile (the student's index.html) and its own 404s, so a
    // student page never gets the back-office's index.html, nor a back-office page the student's.
    await app.register(
      (student) => serveSinglePageApp(student, studentDir, isStudentPageRequest, options.notFound),
      { prefix: '/student' },
    );
  }

  if (!webDir) {
    app.setNotFoundHandler(options.notFound);
    return;
  }
  await serveSinglePageApp(app, webDir, isPageRequest, options.notFound);
}

/**
 * Serves the single-page app built in `root` from `instance`: precompressed copies by content negotiation,
 * cache headers by file (cacheHeaders), index.html for the app's client-side routes (`isPage`), `notFound` for
 * anything else missing.
 */
async function serveSinglePageApp(
  instance: FastifyInstance,
  root: string,
  isPage: (request: FastifyRequest) => boolean,
  notFound: WebOptions['notFound'],
): Promise<void> {
  await instance.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(root),
    // The .br/.gz copies are found by negotiation, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
  });
  instance.setNotFoundHandler((request, reply) => {
    if (isPage(request)) return reply.sendFile('index.html');
    return notFound(request, reply);
  });
}
