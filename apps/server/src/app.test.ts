import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Database, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL, pglite: new PGlite() });
  await database.migrate();
  app = await buildApp({ database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('answers the version call in the envelope', async () => {
  const response = await app.inject({ method: 'GET', url: '/ael/school/common/version/system' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    resultStatus: true,
    resultData: { version: expect.any(String), appVersion: '3.11.1' },
    errorMessage: null,
    errorCode: null,
  });
});

it('answers an unknown API path with a 404 envelope', async () => {
  const response = await app.inject({ method: 'GET', url: '/ael/nothing/here' });
  expect(response.statusCode).toBe(404);
  expect(response.json().resultStatus).toBe(false);
});

it('seeds the demo school once', async () => {
  const first = await seedIfEmpty(database.db);
  const second = await seedIfEmpty(database.db);
  expect([first, second]).toEqual([expect.any(Boolean), false]);
});
