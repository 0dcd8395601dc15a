import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { readEnv } from '../env';
import { buildPgliteDump, prepareTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of the migrated and seeded PGlite data directory. */
    pgliteDump: string;
    /** PostgreSQL server URL (TEST_DATABASE_URL), or '' to run on PGlite only. */
    postgresUrl: string;
    /** Name of the migrated and seeded template database on that server. */
    postgresTemplate: string;
  }
}

/** Database URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Migrates and seeds once per run: a PGlite data directory every test file loads, and, when
 * TEST_DATABASE_URL is set, a template database every test file copies (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'harbour-test-'));
  const dumpPath = join(folder, 'template.tar');
  const url = readEnv().TEST_DATABASE_URL ?? '';
  const template = `harbour_tpl_${process.pid}_${Date.now().toString(36)}`;
  project.provide('pgliteDump', dumpPath);
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', template);

  const pglite = async () => {
    const dump = await buildPgliteDump();
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  };
  const postgres = async () => {
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, template) });
    await prepareTemplate(database.db, database.migrate);
    await database.close();
  };
  const teardown = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
  // PGlite seeds in this process while PostgreSQL works in its own: both at once.
  try {
    await Promise.all([pglite(), postgres()]);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
