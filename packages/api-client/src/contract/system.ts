import { z } from 'zod';

/** GET /ael/school/common/version/system */
export const systemVersionSchema = z.object({
  /** Version of the API server. */
  version: z.string(),
  /** Oldest back-office version this server accepts. */
  appVersion: z.string(),
});
export type SystemVersion = z.infer<typeof systemVersionSchema>;
