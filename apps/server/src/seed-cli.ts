import { parseArgs } from 'node:util';
import { openDatabase } from './db/client';
import { emptyDatabase, seedIfEmpty } from './db/seed';
import { readEnv } from './env';
import { storageFromConfig } from './storage';

/**
 * `pnpm seed [--scale N] [--year] [--fresh]`: migrates, then seeds the demo school at scale N (1: 2 classes a grade,
 * ~540 students, 5 questions a homework; 10: 6 classes a grade, ~1,600 students, 20 questions a homework),
 * writing the photos and recordings of its answers to the configured storage (STORAGE, DATA_DIR).
 * --year adds a full school's year of homework (last school year, about 200 a student: 6 M answers at scale 10).
 * --fresh first empties every table (for benchmarks on an existing database); stored files stay.
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    fresh: { type: 'boolean', default: false },
    year: { type: 'boolean', default: false },
  },
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
  const seeded = await seedIfEmpty(database.db, {
    scale,
    year: values.year,
    storage: storageFromConfig(env),
  });
  console.log(
    seeded
      ? `Seeded the demo school at scale ${scale}${values.year ? ' with a full year' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s.`
      : 'The database already holds a school; nothing seeded (add --fresh to empty it first).',
  );
} finally {
  await database.close();
}
