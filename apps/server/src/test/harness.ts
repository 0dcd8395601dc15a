import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { Database, Db } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed';
import { injectCall } from './calls';
import type { OpenOptions, TestDatabaseKind } from './databases';

export interface Harness {
  app: FastifyInstance;
  database: Database;
  db: Db;
  /** Logs in (once per account per file) and returns the token. */
  login(account: string): Promise<string>;
  /** Logs in afresh, for tests that revoke or expire the session. */
  freshLogin(account: string): Promise<string>;
}

/** Builds the app on a fresh copy of the seeded template for the current describe block. */
export function useHarness(
  kind: TestDatabaseKind,
  options: Partial<AppOptions> = {},
  databaseOptions: OpenOptions = {},
): () => Harness {
  let harness: Harness | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await kind.open(databaseOptions);
    drop = opened.drop;
    const app = await buildApp({ database: opened.database, ...options });
    const tokens = new Map<string, string>();
    const freshLogin = async (account: string) => {
      const { body } = await injectCall(app, 'login', { body: { account, password: DEMO_PASSWORD } });
      if (!body.resultData) throw new Error(`login ${account} failed: ${body.errorMessage}`);
      return body.resultData.accessToken;
    };
    harness = {
      app,
      database: opened.database,
      db: opened.database.db,
      freshLogin,
      login: async (account) => {
        const known = tokens.get(account);
        if (known) return known;
        const token = await freshLogin(account);
        tokens.set(account, token);
        return token;
      },
    };
  });
  afterAll(async () => {
    await harness?.app.close();
    await drop?.();
  });
  return () => {
    if (!harness) throw new Error('harness not ready');
    return harness;
  };
}
