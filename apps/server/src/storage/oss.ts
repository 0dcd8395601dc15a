import OSS from 'ali-oss';
import { assertSafeKey } from './local';
import { signGrant, verifyGrant } from './token';
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
  /** Public origin of the bucket (OSS_PUBLIC_URL, e.g. a CDN); https://{bucket}.{endpoint host} when absent. */
  publicUrl?: string;
}

/** The two calls of the ali-oss client the storage makes; tests may hand in a client aimed at a fake endpoint. */
export type OssClient = Pick<OSS, 'put' | 'calculatePostSignature'>;

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
  const origin = bucketOrigin(options);
  const base = (options.publicUrl ?? origin).replace(/\/+$/, '');
  const url = (key: string) => `${base}/${key}`;
  return {
    provider: 'oss',
    localRoot: null,
    filesOrigin: new URL(base).origin,
    url,
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await oss.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        headers: { 'Content-Type': contentType },
      });
      return { key, url: url(key), size: bytes.byteLength, contentType };
    },
    signUploadToken: (grant) => signGrant(grant, options.secret),
    verifyUploadToken: (token, now = Date.now()) => verifyGrant(token, options.secret, now),
    postPolicy(grant, maxBytes) {
      const signed = oss.calculatePostSignature({
        expiration: new Date(grant.expiresAt).toISOString(),
        conditions: [
          ['starts-with', '$key', grant.keyPrefix],
          ['content-length-range', 1, maxBytes],
        ],
      });
      return {
        host: origin,
        policy: signed.policy,
        signature: signed.Signature,
        accessKeyId: signed.OSSAccessKeyId,
        region: options.region,
        bucketName: options.bucket,
      };
    },
  };
}
