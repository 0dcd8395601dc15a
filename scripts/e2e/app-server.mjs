// Starts the server for the browser tests as the README's `pnpm start` does (`node dist/main.js` in
// apps/server), on a fresh database so every run begins from the demo seed: a new database on the
// PostgreSQL at TEST_DATABASE_URL when the run has one (dropped when the suite ends), else an embedded
// PGlite in a temporary folder. The server is this script's own child, not pnpm's: a signal to this script
// reaches it, so no server outlives its suite holding the port (and answering 500 once its data is gone).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverDir = new URL('../../apps/server/', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'harbour-e2e-'));
const serverUrl = process.env.TEST_DATABASE_URL;
const { Client } = createRequire(serverDir)('pg');
const databaseName = `harbour_e2e_${process.pid}_${Date.now()}`;

/** Runs one statement on the PostgreSQL server's maintenance database; its rows. */
async function admin(statement) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** A suite's database left by a server that was killed before it dropped it: begun over six hours ago. */
const SUITE_DATABASE_MAX_AGE_MS = 6 * 60 * 60 * 1000;

let databaseUrl;
if (serverUrl) {
  const suites = await admin(`SELECT datname FROM pg_database WHERE datname LIKE 'harbour\\_e2e\\_%'`);
  for (const { datname } of suites) {
    const begun = Number(datname.split('_').at(-1));
    if (Date.now() - begun > SUITE_DATABASE_MAX_AGE_MS)
      await admin(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await admin(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const child = spawn(process.execPath, ['dist/main.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
  process.exit(code ?? 0);
});
