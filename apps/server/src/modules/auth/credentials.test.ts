import { hashToken, newToken, TOKEN_BYTES } from '../../session-token';
import { hashPassword, isValidPassword, verifyPassword } from './credentials';

describe('isValidPassword (6 to 30 characters with letters and numbers)', () => {
  it('accepts 6 and 30 characters with a letter and a digit', () => {
    expect(isValidPassword('abc123')).toBe(true);
    expect(isValidPassword(`a${'1'.repeat(29)}`)).toBe(true);
  });
  it('refuses 5 and 31 characters', () => {
    expect(isValidPassword('abc12')).toBe(false);
    expect(isValidPassword(`a${'1'.repeat(30)}`)).toBe(false);
  });
  it('refuses letters only, digits only and spaces', () => {
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('abc 1234')).toBe(false);
  });
});

describe('tokens and password hashes', () => {
  it('makes 256-bit tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(TOKEN_BYTES);
    expect(TOKEN_BYTES * 8).toBe(256);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
  it('hashes passwords with argon2id and verifies them', async () => {
    const stored = await hashPassword('demo1234');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'demo1234')).toBe(true);
    expect(await verifyPassword(stored, 'demo12345')).toBe(false);
    expect(await verifyPassword('not a hash', 'demo1234')).toBe(false);
  });
});
