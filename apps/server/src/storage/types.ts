import type { OssPostPolicy, StoredFile, UploadKind } from '@harbour/api-client/contract';

/** A stored file: key, public URL (no query string), size in bytes and content type. */
export type StoredObject = StoredFile;

/** What an upload authorisation lets its holder do: store one kind of file under one key prefix, until a time. */
export interface UploadGrant {
  /** Every key stored with the grant starts with it (schools/{schoolId}/users/{userId}/{kind}/). */
  keyPrefix: string;
  kind: UploadKind;
  /** Epoch milliseconds after which the grant is refused. */
  expiresAt: number;
}

/** Where files live: local disk (STORAGE=local) or Alibaba Cloud OSS (STORAGE=oss). */
export interface Storage {
  readonly provider: 'local' | 'oss';
  /** Stores the bytes under the key (overwrites) and returns where they can be fetched. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredObject>;
  /** Public URL of a key, without a query string. */
  url(key: string): string;
  /** Signed token for the server's own upload call (both providers). */
  signUploadToken(grant: UploadGrant): string;
  /** The grant of a token, or null when it is forged, malformed or expired. */
  verifyUploadToken(token: string, now?: number): UploadGrant | null;
  /** Direct-to-OSS PostObject fields for the grant; null with local storage. */
  postPolicy(grant: UploadGrant, maxBytes: number): OssPostPolicy | null;
  /** Folder served at /uploads/ with local storage; null with OSS. */
  readonly localRoot: string | null;
  /** Origin the files load from when it is not the page's own (the bucket or CDN, or PUBLIC_URL); else null. */
  readonly filesOrigin: string | null;
}
