import { createHash, randomBytes } from 'node:crypto';

// Session tokens: the auth module makes them at sign-in, the auth plugin looks them up on every request.
// Below both, so the plugin needs nothing of the module.

/** Bytes of randomness in a session token (256 bits). */
export const TOKEN_BYTES = 32;

/** A new random session token, URL-safe. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database stores for a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
