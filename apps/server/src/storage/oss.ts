import OSS from 'ali-oss';
import { assertSafeKey } from './local';
import { derivedSecret, SIGNED_URL_TTL_MS, signGrant, verifyGrant } from './token';
import type { Storage } from './types';

export interface OssStorageOptions {
  region: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** Endpoint host or URL (OSS_ENDPOINT); {region}.aliyuncs.com when absent. */
  endpoint?: string;
  /** Secret of the server's own upload tokens. */
  secret: string;
}

/** The calls of the ali-oss client the storage makes; tests hand in a fake client or one aimed at a fake endpoint. */
export type OssClient = Pick<OSS, 'put' | 'copy' | 'delete' | 'signatureUrl'>;

/** Origin of the bucket: https://{bucket}.{host}, or {endpoint}/{bucket}-less when the endpoint is an IP. */
function bucketOrigin(options: OssStorageOptions): string {
  const endpoint = options.endpoint ?? `${options.region}.aliyuncs.com`;
  const parsed = new URL(/^https?:\/\//.test(endpoint) ? endpoint : `https://${endpoint}`);
  const isIp = /^[\d.]+$/.test(parsed.hostname) || parsed.hostname.includes(':');
  return isIp ? parsed.origin : `${parsed.protocol}//${options.bucket}.${parsed.host}`;
}

/** Files in an Alibaba Cloud OSS bucket, written with ali-oss. */
export function createOssStorage(options: OssStorageOptions, client?: OssClient): Storage {
  const oss: OssClient =
    client ??
    new OSS({
      region: options.region,
      bucket: options.bucket,
      accessKeyId: options.accessKeyId,
      accessKeySecret: options.accessKeySecret,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      secure: !options.endpoint?.startsWith('http://'),
      timeout: 120_000,
    });
  const grantSecret = derivedSecret(options.secret, 'upload-grant');
  // The bucket is private: every read goes through a URL signed by ali-oss that expires, and the response
  // says private; a PDF downloads rather than opening in a viewer on the bucket's origin.
  const signedUrl = (key: string) => {
    assertSafeKey(key);
    return oss.signatureUrl(key, {
      expires: SIGNED_URL_TTL_MS / 1000,
      response: {
        'cache-control': 'private, no-store',
        ...(key.endsWith('.pdf') ? { 'content-disposition': 'attachment' } : {}),
      },
    });
  };
  return {
    provider: 'oss',
    localRoot: null,
    filesOrigin: bucketOrigin(options),
    signedUrl: (key) => signedUrl(key),
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await oss.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        headers: { 'Content-Type': contentType, 'Cache-Control': 'private, no-store' },
      });
    },
    async move(from, to) {
      assertSafeKey(from);
      assertSafeKey(to);
      await oss.copy(to, from);
      await oss.delete(from);
    },
    async remove(key) {
      assertSafeKey(key);
      await oss.delete(key);
    },
    signUploadToken: (grant) => signGrant(grant, grantSecret),
    verifyUploadToken: (token, now = Date.now()) => verifyGrant(token, grantSecret, now),
    // Reads are signed and checked by OSS itself.
    verifyFileSignature: () => false,
  };
}
