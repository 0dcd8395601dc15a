import { createHmac, timingSafeEqual } from 'node:crypto';
import { uploadKindSchema } from '@harbour/api-client/contract';
import type { UploadGrant } from './types';

/** `base64url(payload).base64url(hmac)`: a grant nobody without the secret can make or change. */
export function signGrant(grant: UploadGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify([grant.keyPrefix, grant.kind, grant.expiresAt])).toString(
    'base64url',
  );
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export function verifyGrant(token: string, secret: string, now: number): UploadGrant | null {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [keyPrefix, kind, expiresAt] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[];
    const parsedKind = uploadKindSchema.safeParse(kind);
    if (typeof keyPrefix !== 'string' || typeof expiresAt !== 'number' || !parsedKind.success) return null;
    if (expiresAt < now) return null;
    return { keyPrefix, kind: parsedKind.data, expiresAt };
  } catch {
    return null;
  }
}
