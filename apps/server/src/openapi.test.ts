import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  type CallName,
  type CallSchemas,
  callSchemas,
  calls,
  ERROR_CODES,
  errorCodesOf,
  errorStatusesOf,
} from '@harbour/api-client/contract';
import { fastifyPath } from './route';
import { testDatabases } from './test/databases';
import { useHarness } from './test/harness';

/** The Redocly CLI of this package (a dev dependency from the catalog). */
const REDOCLY = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));

interface Operation {
  operationId?: string;
  security?: unknown[];
  'x-error-codes'?: { status: number; code: number; en: string; hk: string }[];
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: { $ref?: string; format?: string } }> }
  >;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

/** The OpenAPI path of a contract path (the same `{name}` form). */
const openApiPath = (path: string) => fastifyPath(path).replace(/:(\w+)/g, '{$1}');

describe.each(testDatabases().slice(0, 1))('the OpenAPI document on $name', (kind) => {
  const h = useHarness(kind);
  let document: {
    openapi: string;
    servers?: unknown[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    document = (await h().app.inject({ method: 'GET', url: '/docs/json' })).json();
  });

  it('has a servers entry and an operation named after each call', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    for (const [name, call] of Object.entries(calls)) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect([name, operation?.operationId]).toEqual([name, name]);
    }
  });

  it('lists every error status a call may answer, with the envelope as a named schema', () => {
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
    for (const [name, call] of Object.entries(calls)) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()] as Operation;
      for (const status of errorStatusesOf(name as CallName)) {
        const schema = operation.responses[String(status)]?.content?.['application/json']?.schema;
        expect([name, status, schema?.$ref]).toEqual([name, status, '#/components/schemas/ErrorEnvelope']);
      }
    }
    const login = errorStatusesOf('login');
    expect(login).toEqual([400, 413, 429]);
    expect(errorStatusesOf('publishHomework')).toEqual([400, 401, 403, 404, 409, 413]);
  });

  it('lists every errorCode a call may answer under its status, with its messages in English and Chinese', () => {
    for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()] as Operation;
      const listed = operation['x-error-codes'] ?? [];
      const pairs = [...new Set(listed.map((entry) => `${entry.status} ${entry.code}`))];
      expect([name, pairs]).toEqual([
        name,
        errorCodesOf(name).map(({ status, code }) => `${status} ${code}`),
      ]);
      for (const entry of listed) {
        expect([name, entry.code, entry.en.length > 0, entry.hk.length > 0]).toEqual([
          name,
          entry.code,
          true,
          true,
        ]);
        const description = operation.responses[String(entry.status)]?.description ?? '';
        expect([
          name,
          entry.code,
          description.includes(`\`${entry.code}\` ${entry.en} / ${entry.hk}`),
        ]).toEqual([name, entry.code, true]);
      }
    }
    const login = document.paths['/ael/school/common/login']?.post as Operation;
    expect(login['x-error-codes']).toContainEqual({
      status: 200,
      code: ERROR_CODES.WRONG_PASSWORD,
      en: 'Wrong password',
      hk: '密碼錯誤',
    });
  });

  it('describes every response of every operation', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const description = response.description ?? '';
          expect([path, method, status, description !== '' && description !== 'Default Response']).toEqual([
            path,
            method,
            status,
            true,
          ]);
        }
      }
    }
  });

  it('declares the test PDF as the file its success answers', () => {
    const call = calls.getTestStudentPdf;
    const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()] as Operation;
    expect(operation.responses['200']?.content?.['application/pdf']?.schema).toMatchObject({
      format: 'binary',
    });
  });

  it('asks no token of the public calls (login) and the token of every other', () => {
    for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()] as Operation;
      const { access } = callSchemas[name] as CallSchemas;
      expect([name, operation.security]).toEqual([name, access === 'public' ? [] : undefined]);
    }
  });

  it('describes the multipart upload bodies with their file part', () => {
    const sheet = document.paths['/ael/school/practice/workpapers']?.post?.requestBody?.content;
    expect(Object.keys(sheet?.['multipart/form-data']?.schema.properties ?? {})).toEqual([
      'workPaperName',
      'subjectCode',
      'gradeCode',
      'workPaperDesc',
      'file',
    ]);
    const upload = document.paths['/ael/school/common/oss/upload']?.post?.requestBody?.content;
    expect(upload?.['multipart/form-data']?.schema.properties?.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('passes redocly lint with no errors and no warnings', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'harbour-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      // redocly exits 1 when it finds errors; the JSON report says what they are either way.
      const { stdout } = await promisify(execFile)(REDOCLY, ['lint', file, '--format=json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { severity: string; ruleId: string; message: string }[];
      };
      expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
