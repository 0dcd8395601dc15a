import { type ParseArgsConfig, parseArgs } from 'node:util';
import pg from 'pg';

/**
 * The options of a bench's command line. `pnpm bench -- --only postgres` passes the `--` on; it is not an
 * argument.
 */
export function benchArgs<O extends NonNullable<ParseArgsConfig['options']>>(options: O) {
  return parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== '--'), options }).values;
}

/**
 * Runs a bench on a new database of the PostgreSQL server at `serverUrl` (named `name`), given its URL; drops
 * it afterwards unless `keep` (for EXPLAIN; its name is printed).
 */
export async function withScratchDatabase(
  serverUrl: string,
  name: string,
  run: (url: string) => Promise<void>,
  keep = false,
): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    await run(target.toString());
  } finally {
    if (keep) console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
