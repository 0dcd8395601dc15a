import { z } from 'zod';

/** errorCode the server sends when a session has expired (spec back-office §8). */
export const SESSION_EXPIRED_CODE = 100102;

/**
 * Header of a state-changing call naming the user action it belongs to: the client sends a new key per
 * action and the same key when it retries; the server answers a repeat with the first answer. (Here, in a
 * module without top-level schemas, so the client's entry chunk does not pull in zod.)
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The response envelope of every /ael call. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    /** true when the call succeeded. */
    resultStatus: z.boolean(),
    /** The payload; null when the call failed. */
    resultData: data.nullable(),
    /** Localised message for the user when resultStatus is false. */
    errorMessage: z.string().nullable(),
    /** Machine-readable code when resultStatus is false. */
    errorCode: z.number().int().nullable(),
  });
}

export type Envelope<T> = {
  resultStatus: boolean;
  resultData: T | null;
  errorMessage: string | null;
  errorCode: number | null;
};
