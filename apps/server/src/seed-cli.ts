import { parseArgs } from 'node:util';
import { openDatabase } from './db/client';
import { emptyDatabase, seedIfEmpty } from './db/seed';
import { readEnv } from './env';

/**
 * `pnpm seed [--scale N] [--fresh]`: migrates, then seeds the demo school with N times the classes,
 * students and answers. --fresh first empties every table (for benchmarks on an existing database).
 */
const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, fresh: { type: 'boolean', default: false } },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('--scale takes a whole number from 1 to 1000');
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  if (values.fresh) await emptyDatabase(database.db);
  const started = Date.now();
  const seeded = await seedIfEmpty(database.db, { scale });
  console.log(
    seeded
      ? `Seeded the demo school at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s.`
      : 'The database already holds a school; nothing seeded (add --fresh to empty it first).',
  );
} finally {
  await database.close();
}
