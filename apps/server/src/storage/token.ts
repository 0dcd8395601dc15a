import { createHmac, timingSafeEqual } from 'node:crypto';
import { uploadKindSchema } from '@harbour/api-client/contract';
import type { UploadGrant } from './types';

/** How long a signed file URL reads its file: long enough to render a page and download, short enough to stop sharing. */
export const SIGNED_URL_TTL_MS = 30 * 60_000;

/** The key of one use of the secret: upload grants and file URLs never accept each other's signatures. */
export function derivedSecret(secret: string, purpose: 'upload-grant' | 'file-url'): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

function mac(secret: Buffer, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

/**
 * Whether a signature is the MAC's exact base64url text. The text is compared, not its decoding: a decoder skips
 * padding, spaces and other junk and ignores a last character's spare bits, so many texts decode to one MAC.
 */
function sameMac(given: string, expected: Buffer): boolean {
  const text = Buffer.from(given, 'utf8');
  const wanted = Buffer.from(expected.toString('base64url'), 'utf8');
  return text.length === wanted.length && timingSafeEqual(text, wanted);
}

/** `base64url(payload).base64url(hmac)`: a grant nobody without the secret can make or change. */
export function signGrant(grant: UploadGrant, secret: Buffer): string {
  const payload = Buffer.from(
    JSON.stringify([grant.keyPrefix, grant.kind, grant.expiresAt, grant.id]),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export function verifyGrant(token: string, secret: Buffer, now: number): UploadGrant | null {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return null;
  if (!sameMac(given, mac(secret, payload))) return null;
  try {
    const [keyPrefix, kind, expiresAt, id] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[];
    const parsedKind = uploadKindSchema.safeParse(kind);
    if (typeof keyPrefix !== 'string' || typeof expiresAt !== 'number' || !parsedKind.success) return null;
    if (typeof id !== 'string' || !/^[0-9a-f]{32}$/.test(id)) return null;
    if (expiresAt < now) return null;
    return { id, keyPrefix, kind: parsedKind.data, expiresAt };
  } catch {
    return null;
  }
}

/** Query of a signed file URL: `expires` (epoch seconds) and the HMAC of key and expiry. */
export function signFileQuery(key: string, secret: Buffer, now: number): string {
  const expires = Math.floor((now + SIGNED_URL_TTL_MS) / 1000);
  const signature = mac(secret, `${key}\n${expires}`).toString('base64url');
  return `expires=${expires}&signature=${signature}`;
}

export function verifyFileQuery(
  key: string,
  expires: string,
  signature: string,
  secret: Buffer,
  now: number,
): boolean {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
  return sameMac(signature, mac(secret, `${key}\n${expires}`));
}
