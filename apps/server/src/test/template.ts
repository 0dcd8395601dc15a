import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client';
import { openDatabase } from '../db/client';
import { DEMO_PASSWORD, OTHER_SCHOOL, seedIfEmpty, seedSchool } from '../db/seed';

/** Migrates and seeds a database as every test expects: the demo school and a second school. */
export async function prepareTemplate(db: Db, migrate: () => Promise<void>): Promise<void> {
  await migrate();
  await seedIfEmpty(db);
  await seedSchool(db, OTHER_SCHOOL, DEMO_PASSWORD);
}

/** Builds the PGlite template in memory and returns its data directory as a tarball. */
export async function buildPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  await prepareTemplate(database.db, database.migrate);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
