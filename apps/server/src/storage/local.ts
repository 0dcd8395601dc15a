import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { derivedSecret, signFileQuery, signGrant, verifyFileQuery, verifyGrant } from './token';
import type { Storage } from './types';

export interface LocalStorageOptions {
  /** Folder of the files (DATA_DIR/uploads). */
  root: string;
  /** Secret of the upload tokens and the signed file URLs. */
  secret: string;
  /** Origin put before /uploads/ in URLs (PUBLIC_URL); empty for same-origin relative URLs. */
  publicUrl?: string;
}

/** URL path under which the server serves local uploads, to signed URLs only. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Keys are relative paths of letters, digits, '-', '_', '.' and '/': nothing can climb out of the root. */
export function assertSafeKey(key: string): void {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** Files on disk under `root`, served by the server at /uploads/{key} to signed URLs only. */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = resolve(options.root);
  const base = (options.publicUrl ?? '').replace(/\/+$/, '');
  const grantSecret = derivedSecret(options.secret, 'upload-grant');
  const fileSecret = derivedSecret(options.secret, 'file-url');
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };
  const signedUrl = (key: string, now = Date.now()) =>
    `${base}${LOCAL_UPLOADS_PREFIX}${key}?${signFileQuery(key, fileSecret, now)}`;
  return {
    provider: 'local',
    localRoot: root,
    filesOrigin: base ? new URL(base).origin : null,
    signedUrl,
    // The content type is the extension's, given again when the file is served.
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async move(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(from), target);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    signUploadToken: (grant) => signGrant(grant, grantSecret),
    verifyUploadToken: (token, now = Date.now()) => verifyGrant(token, grantSecret, now),
    verifyFileSignature: (key, expires, signature, now = Date.now()) =>
      verifyFileQuery(key, expires, signature, fileSecret, now),
  };
}
