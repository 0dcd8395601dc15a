import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { signGrant, verifyGrant } from './token';
import type { Storage } from './types';

export interface LocalStorageOptions {
  /** Folder of the files (DATA_DIR/uploads). */
  root: string;
  /** Secret of the upload tokens. */
  secret: string;
  /** Origin put before /uploads/ in URLs (PUBLIC_URL); empty for same-origin relative URLs. */
  publicUrl?: string;
}

/** URL path under which the server serves local uploads. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Keys are relative paths of letters, digits, '-', '_', '.' and '/': nothing can climb out of the root. */
export function assertSafeKey(key: string): void {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** Files on disk under `root`, served by the server at /uploads/{key}. */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = resolve(options.root);
  const base = (options.publicUrl ?? '').replace(/\/+$/, '');
  const url = (key: string) => `${base}${LOCAL_UPLOADS_PREFIX}${key}`;
  return {
    provider: 'local',
    localRoot: root,
    filesOrigin: base ? new URL(base).origin : null,
    url,
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      const path = join(root, key);
      if (!path.startsWith(root + sep)) throw new Error(`unsafe storage key: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return { key, url: url(key), size: bytes.byteLength, contentType };
    },
    signUploadToken: (grant) => signGrant(grant, options.secret),
    verifyUploadToken: (token, now = Date.now()) => verifyGrant(token, options.secret, now),
    postPolicy: () => null,
  };
}
