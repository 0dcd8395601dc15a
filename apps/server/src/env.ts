import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  /** PostgreSQL connection string; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections of the PostgreSQL pool per server instance. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Folder for the embedded database and local uploads. */
  DATA_DIR: z.string().default('.data'),
  /** Folder of the built back-office to serve; empty to serve the API only. */
  WEB_DIR: z.string().optional(),
  /** Folder of the built Storybook served at /storybook/ (default: storybook-static at the repository root). */
  STORYBOOK_DIR: z.string().optional(),
  /** PostgreSQL the integration tests also run against when set (CI sets it). */
  TEST_DATABASE_URL: z.string().url().optional(),
  /** Lifetime of a session in minutes. */
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(12 * 60),
  /** Where uploads are stored: local (DATA_DIR/uploads, served at /uploads/ to signed URLs) or oss (a private Alibaba Cloud OSS bucket). */
  STORAGE: z.enum(['local', 'oss']).default('local'),
  /** Origin put before /uploads/ in signed file URLs; empty for same-origin relative URLs. */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret of the short-lived upload tokens and signed file URLs; random per process when unset (set it for several instances). */
  UPLOAD_TOKEN_SECRET: z.string().min(16).optional(),
  /** OSS region, e.g. oss-cn-hongkong (STORAGE=oss). */
  OSS_REGION: z.string().optional(),
  /** OSS bucket (STORAGE=oss). */
  OSS_BUCKET: z.string().optional(),
  OSS_ACCESS_KEY_ID: z.string().optional(),
  OSS_ACCESS_KEY_SECRET: z.string().optional(),
  /** OSS endpoint host or URL; {region}.aliyuncs.com when unset. */
  OSS_ENDPOINT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the configuration; the only place that reads process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  return parsed.data;
}

export function listenHost(env: Env): string {
  return env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
}
