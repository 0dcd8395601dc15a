import { z } from 'zod';

/** errorCode the server sends when a session has expired (spec back-office §8). */
export const SESSION_EXPIRED_CODE = 100102;

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
