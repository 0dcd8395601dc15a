import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { readEnv } from './env';

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  console.log(seeded ? 'Seeded the demo school.' : 'The database already holds a school; nothing seeded.');
} finally {
  await database.close();
}
