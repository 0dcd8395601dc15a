import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { withDatabase } from './global-setup';

/** A database kind the integration suite runs on. */
export interface TestDatabaseKind {
  /** 'pglite' always; 'postgres' when TEST_DATABASE_URL is set. */
  name: 'pglite' | 'postgres';
  /** A fresh copy of the seeded template, and how to drop it. */
  open(options?: OpenOptions): Promise<{ database: Database; drop(): Promise<void> }>;
}

/** Options of a test database beyond the template's copy. */
export type OpenOptions = Pick<Parameters<typeof openDatabase>[0], 'logQuery'>;

async function openPglite(options: OpenOptions = {}) {
  const dump = readFileSync(inject('pgliteDump'));
  const client = new PGlite({ loadDataDir: new Blob([dump]) });
  const database = await openDatabase({ pglite: client, ...options });
  return { database, drop: () => database.close() };
}

async function openPostgres(options: OpenOptions = {}) {
  const url = inject('postgresUrl');
  const name = `harbour_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(url, name), ...options });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The databases to run the suite on: PGlite, plus PostgreSQL when the run has TEST_DATABASE_URL. */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: openPglite }];
  if (inject('postgresUrl')) kinds.push({ name: 'postgres', open: openPostgres });
  return kinds;
}
