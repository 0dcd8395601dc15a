import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@harbour/api-client/contract';
import { hash, verify } from '@node-rs/argon2';

/** argon2id in @node-rs/argon2's Algorithm enum (a const enum, so written as its value). */
const ARGON2ID = 2;

/** argon2id hash of a password (OWASP's second recommended setting: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** Whether the password matches the stored hash; false for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Back-office spec §5: a password has 6 to 30 characters with letters and numbers (printable ASCII, no spaces). */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /^[\x21-\x7E]+$/.test(password) &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}
