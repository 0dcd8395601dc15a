import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { UploadKind } from '@harbour/api-client/contract';
import fp from 'fastify-plugin';
import { createLocalStorage, LOCAL_UPLOADS_PREFIX } from './local';
import { createOssStorage, type OssClient } from './oss';
import type { Storage } from './types';

export { type CheckedUpload, checkUpload, megabytes } from './kinds';
export { createLocalStorage, LOCAL_UPLOADS_PREFIX } from './local';
export { createOssStorage, type OssClient, type OssStorageOptions } from './oss';
export type { Storage, StoredObject, UploadGrant } from './types';

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
  OSS_PUBLIC_URL?: string | undefined;
}

/** STORAGE=local (default): DATA_DIR/uploads; STORAGE=oss: the OSS_* bucket. Throws naming a missing variable. */
export function storageFromConfig(config: StorageConfig, ossClient?: OssClient): Storage {
  // Without a configured secret, tokens hold for this process only (set one when running several instances).
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
      ...(config.OSS_PUBLIC_URL ? { publicUrl: config.OSS_PUBLIC_URL } : {}),
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

/** Decorates `app.storage` and, with local storage, serves its files at /uploads/. */
export const storagePlugin = fp<{ storage: Storage }>(async (app, { storage }) => {
  app.decorate('storage', storage);
  if (storage.localRoot) {
    await mkdir(storage.localRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: LOCAL_UPLOADS_PREFIX,
      decorateReply: false,
      maxAge: '1d',
      // Every stored name is random; nothing to list.
      index: false,
      list: false,
    });
  }
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads and generated files are stored (STORAGE=local or oss). */
    storage: Storage;
  }
}
