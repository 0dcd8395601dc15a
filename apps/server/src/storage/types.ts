import type { UploadKind } from '@harbour/api-client/contract';

/** What an upload authorisation lets its holder do: store one file of one kind under one key prefix, until a time. */
export interface UploadGrant {
  /** Random id: the grant is spent by the first upload that uses it (uploads.grant_id is unique). */
  id: string;
  /** Every key stored with the grant starts with it (schools/{schoolId}/users/{userId}/{kind}/). */
  keyPrefix: string;
  kind: UploadKind;
  /** Epoch milliseconds after which the grant is refused. */
  expiresAt: number;
}

/** Where files live: local disk (STORAGE=local) or Alibaba Cloud OSS (STORAGE=oss). Nothing is public. */
export interface Storage {
  readonly provider: 'local' | 'oss';
  /** Stores the bytes under the key (overwrites). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Renames a stored file (commits a temporary key); the source is gone afterwards. */
  move(from: string, to: string): Promise<void>;
  /** Deletes a stored file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** A URL that reads the file until SIGNED_URL_TTL_MS from `now`: hand it only to callers whose scope reaches the file's record. */
  signedUrl(key: string, now?: number): string;
  /** Signed token for the server's own upload call (both providers). */
  signUploadToken(grant: UploadGrant): string;
  /** The grant of a token, or null when it is forged, malformed or expired. */
  verifyUploadToken(token: string, now?: number): UploadGrant | null;
  /** With local storage: whether a signed URL's query is genuine and unexpired for the key. */
  verifyFileSignature(key: string, expires: string, signature: string, now?: number): boolean;
  /** Folder served at /uploads/ (signed URLs only) with local storage; null with OSS. */
  readonly localRoot: string | null;
  /** Origin the files load from when it is not the page's own (the bucket, or PUBLIC_URL); else null. */
  readonly filesOrigin: string | null;
}
