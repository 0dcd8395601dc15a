import { randomBytes } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, UPLOAD_KINDS, type UploadKind } from '@harbour/api-client/contract';
import fp from 'fastify-plugin';
import { fail } from '../envelope';
import { translate } from '../i18n/messages';
import { assertSafeKey, createLocalStorage, LOCAL_UPLOADS_PREFIX } from './local';
import { createOssStorage, type OssClient } from './oss';
import type { Storage } from './types';

export { type CheckedUpload, checkUpload, megabytes } from './kinds';
export { createLocalStorage, LOCAL_UPLOADS_PREFIX } from './local';
export { createOssStorage, type OssClient, type OssStorageOptions } from './oss';
export { SIGNED_URL_TTL_MS } from './token';
export type { Storage, UploadGrant } from './types';

/** The storage settings of env.ts (STORAGE, DATA_DIR, OSS_*, UPLOAD_TOKEN_SECRET, PUBLIC_URL). */
export interface StorageConfig {
  STORAGE: 'local' | 'oss';
  DATA_DIR: string;
  PUBLIC_URL?: string | undefined;
  UPLOAD_TOKEN_SECRET?: string | undefined;
  OSS_REGION?: string | undefined;
  OSS_BUCKET?: string | undefined;
  OSS_ACCESS_KEY_ID?: string | undefined;
  OSS_ACCESS_KEY_SECRET?: string | undefined;
  OSS_ENDPOINT?: string | undefined;
}

/** STORAGE=local (default): DATA_DIR/uploads; STORAGE=oss: the OSS_* bucket. Throws naming a missing variable. */
export function storageFromConfig(config: StorageConfig, ossClient?: OssClient): Storage {
  // Without a configured secret, upload tokens and file URLs hold for this process only (set one when running
  // several instances).
  const secret = config.UPLOAD_TOKEN_SECRET ?? randomBytes(32).toString('hex');
  if (config.STORAGE === 'local') {
    return createLocalStorage({
      root: join(config.DATA_DIR, 'uploads'),
      secret,
      ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
    });
  }
  const required = ['OSS_REGION', 'OSS_BUCKET', 'OSS_ACCESS_KEY_ID', 'OSS_ACCESS_KEY_SECRET'] as const;
  const missing = required.filter((name) => !config[name]);
  if (missing.length > 0) throw new Error(`Invalid configuration: STORAGE=oss needs ${missing.join(', ')}`);
  return createOssStorage(
    {
      region: config.OSS_REGION as string,
      bucket: config.OSS_BUCKET as string,
      accessKeyId: config.OSS_ACCESS_KEY_ID as string,
      accessKeySecret: config.OSS_ACCESS_KEY_SECRET as string,
      secret,
      ...(config.OSS_ENDPOINT ? { endpoint: config.OSS_ENDPOINT } : {}),
    },
    ossClient,
  );
}

/** Local storage in a per-process temporary folder: the default of buildApp when no storage is given (tests). */
export function temporaryStorage(): Storage {
  return storageFromConfig({ STORAGE: 'local', DATA_DIR: join(tmpdir(), `harbour-${process.pid}`) });
}

/** Folder part of every key a school's user stores: schools/{schoolId}/users/{userId}/{kind}/. */
export function keyPrefixFor(schoolId: number, userId: string, kind: UploadKind): string {
  return `schools/${schoolId}/users/${userId}/${kind}/`;
}

/** A fresh key under the prefix: {prefix}{yyyymmdd}/{random}.{extension}. */
export function newKey(prefix: string, extension: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}/${randomBytes(12).toString('hex')}.${extension}`;
}

/** Content type of a stored file, from the extension its checked type gave it. */
const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(UPLOAD_KINDS).flatMap((kind) => kind.types.map((type) => [type.extension, type.mime])),
);

/**
 * Headers of every stored file: never cached by a shared cache, and whatever it is, it runs nothing: a PDF
 * opened by itself is sandboxed (no scripts, no same origin), and no page may frame it.
 */
export const STORED_FILE_HEADERS = Object.freeze({
  'cache-control': 'private, no-store',
  'content-security-policy': "sandbox; default-src 'none'; script-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
});

/** Decorates `app.storage` and, with local storage, serves its files at /uploads/ to signed URLs only. */
export const storagePlugin = fp<{ storage: Storage }>(async (app, { storage }) => {
  app.decorate('storage', storage);
  const root = storage.localRoot;
  if (!root) return;
  await mkdir(root, { recursive: true });
  // Its own context: @fastify/static's reply.sendFile here only (ranges for audio, ETags).
  await app.register(async (files) => {
    await files.register(fastifyStatic, { root, serve: false, cacheControl: false, index: false });
    files.get<{ Params: { '*': string }; Querystring: { expires?: unknown; signature?: unknown } }>(
      `${LOCAL_UPLOADS_PREFIX}*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const { expires, signature } = request.query;
        const genuine =
          typeof expires === 'string' &&
          typeof signature === 'string' &&
          isSafeKey(key) &&
          storage.verifyFileSignature(key, expires, signature);
        reply.headers(STORED_FILE_HEADERS);
        if (!genuine) {
          return reply
            .code(403)
            .send(fail(translate('forbidden', request.locale ?? 'hk'), ERROR_CODES.FORBIDDEN));
        }
        // A deleted record's file is gone: 404, not the back-office's page.
        const found = await stat(join(root, key)).catch(() => null);
        if (!found?.isFile()) {
          return reply
            .code(404)
            .send(fail(translate('notFound', request.locale ?? 'hk'), ERROR_CODES.NOT_FOUND));
        }
        const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
        if (contentType) reply.type(contentType);
        return reply.sendFile(key);
      },
    );
  });
});

function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads and generated files are stored (STORAGE=local or oss). */
    storage: Storage;
  }
}
