import { parseArgs } from 'node:util';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { readEnv } from './env';

/** `pnpm seed [--scale N]`: migrates, then seeds the demo school (N times the students and answers). */
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('--scale takes a whole number from 1 to 1000');
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const started = Date.now();
  const seeded = await seedIfEmpty(database.db, { scale });
  console.log(
    seeded
      ? `Seeded the demo school at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s.`
      : 'The database already holds a school; nothing seeded.',
  );
} finally {
  await database.close();
}
