import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from './db/seed';
import { listenHost, readEnv } from './env';
import { storageFromConfig } from './storage';

const env = readEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
});
await database.migrate();
// One storage for the seed and the app: without UPLOAD_TOKEN_SECRET each would pick its own random secret.
const storage = storageFromConfig(env);
// The seed writes the photos and recordings of its answers to the same storage the app serves them from.
if (await seedIfEmpty(database.db, { storage })) console.log('Seeded the demo school.');

const webDir = env.WEB_DIR ?? fileURLToPath(new URL('../../backoffice/dist', import.meta.url));
const storybookDir =
  env.STORYBOOK_DIR ?? fileURLToPath(new URL('../../../storybook-static', import.meta.url));
const app = await buildApp({
  database,
  webDir,
  studentDir: fileURLToPath(new URL('../../student/dist', import.meta.url)),
  storybookDir,
  logLevel: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL,
  sessionTtlMs: env.SESSION_TTL_MINUTES * 60_000,
  storage,
  uploadPartsDir: join(env.DATA_DIR, 'upload-parts'),
});
const host = listenHost(env);
await app.listen({ port: env.PORT, host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
console.log(`Harbour back-office: http://localhost:${port}`);
console.log(`Student app: http://localhost:${port}/student/`);
console.log(
  `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`}`,
);
console.log(`API docs: http://localhost:${port}/docs`);
console.log(
  existsSync(storybookDir)
    ? `Storybook: http://localhost:${port}/storybook/`
    : 'Storybook: not built (pnpm build-storybook, then restart to serve it at /storybook/)',
);
console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const demo of DEMO_ACCOUNTS) console.log(`  ${demo.account.padEnd(20)} ${demo.roles.join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
