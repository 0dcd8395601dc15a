import { type CallSchemas, callSchemas, calls } from '@harbour/api-client/contract';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { ApiRoute } from './app';
import { chapters, courses, papers, students, workPapers } from './db/schema';
import { hashPassword } from './modules/auth';
import { SAMPLE_FILES } from './storage/sample-files';
import { testDatabases } from './test/databases';
import { seededIds } from './test/fixtures';
import { useHarness } from './test/harness';
import {
  DAYS_OUT_OF_RANGE,
  exampleOf,
  type FieldPath,
  fieldPaths,
  hostileJsonValue,
  hostileUrlValue,
  INSTANTS_OUT_OF_RANGE,
  unwrap,
  withValueAt,
} from './test/hostile';
import { multipartForm } from './test/multipart-form';

/**
 * The hostile-input walk (issue: no 500 from any input). Every /ael route of the app is called with a
 * valid request in which one parameter, query field or body field at a time holds a generated hostile
 * value (NUL, lone surrogates, numbers outside the integer range, numbers written as 0x10 or 1.6e1, huge
 * strings, wrong types). No answer is a 500 or shows a stack trace or SQL, and a refused call stores
 * nothing. New routes are walked without a change here.
 */

type Schema = z.core.$ZodType;

/** Hostile values tried per field. */
const RUNS_PER_FIELD = 6;

/** Tables whose purpose is to record refused calls (failed logins slow the next guess down). */
const RECORDS_OF_REFUSALS = new Set(['login_failures']);

/** Matches a stack frame or a database error leaking into a response. */
const LEAK = /\bat [\w.<>]+ \(|node:internal|Failed query|syntax error at|violates|\/src\/|\.ts:\d+/;

/**
 * The query of a fingerprint of every table, which a refused call must leave as it was: the highest id of
 * tables with an identity key (an insert raises it; cheap on the large tables), the row count of the others.
 */
async function fingerprintQuery(query: (text: string) => Promise<unknown[]>): Promise<string> {
  const tables = (await query(
    `select t.table_name as name, exists (select 1 from information_schema.columns c
       where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'id') as "hasId"
     from information_schema.tables t
     where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
  )) as { name: string; hasId: boolean }[];
  return tables
    .filter(({ name }) => !RECORDS_OF_REFUSALS.has(name))
    .map(
      ({ name, hasId }) =>
        `select '${name}' as name, ${hasId ? 'coalesce(max(id), 0)' : 'count(*)'}::int as n from "${name}"`,
    )
    .join(' union all ');
}

function pathWith(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '1');
}

function queryString(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${value}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** URL text of an example value: numbers and strings as they are, percent-encoded. */
function urlText(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, encodeURIComponent(String(value))]),
  );
}

describe.each(testDatabases())('hostile input on $name', (kind) => {
  const harness = useHarness(kind);
  let known: Record<string, unknown> = {};
  let token = '';
  /** A student's own token, for the student app's calls (a staff token is refused before validation). */
  let studentToken = '';
  let studentAccount = '';

  beforeAll(async () => {
    const { db } = harness();
    const ids = await seededIds(db);
    const classId = await ids.classIdByName('demo', '1A');
    const [course] = await db.select().from(courses).orderBy(asc(courses.id)).limit(1);
    const [chapter] = await db.select().from(chapters).orderBy(asc(chapters.id)).limit(1);
    const [paper] = await db.select().from(papers).orderBy(asc(papers.id)).limit(1);
    const [workPaper] = await db
      .select({ id: workPapers.id })
      .from(workPapers)
      .where(eq(workPapers.schoolId, ids.demoSchoolId))
      .orderBy(asc(workPapers.id))
      .limit(1);
    const homework = await ids.inProgressHomeworkOf(classId, 'MATH');
    known = {
      classId,
      studentId: await ids.firstStudentOf(classId),
      eHomeworkId: homework.id,
      questionId: homework.questionIds[0],
      courseId: course?.id,
      chapterId: chapter?.id,
      paperId: paper?.id,
      workPaperId: workPaper?.id,
      gradeCode: 1,
      subjectCode: 'MATH',
    };
    token = await harness().freshLogin('demo-headmaster');
    const [student] = await db
      .select()
      .from(students)
      .where(eq(students.id, known.studentId as number));
    studentAccount = student?.account ?? '';
    await db
      .update(students)
      .set({ passwordHash: await hashPassword('pupil2026') })
      .where(eq(students.id, known.studentId as number));
    studentToken = await studentSignIn();
  });

  async function studentSignIn(): Promise<string> {
    const response = await harness().app.inject({
      method: 'POST',
      url: '/ael/student/common/login',
      payload: { account: studentAccount, password: 'pupil2026' },
    });
    return response.json<{ resultData: { accessToken: string } }>().resultData.accessToken;
  }

  async function send(options: InjectOptions, asStudent = false): Promise<LightMyRequestResponse> {
    const { app } = harness();
    const as = () => (asStudent ? studentToken : token);
    const response = await app.inject({ ...options, headers: { ...options.headers, accesstoken: as() } });
    if (response.statusCode === 401 || response.json<{ errorCode?: number }>().errorCode === 100102) {
      // The walk logged itself out (logout, password change): sign in again and repeat.
      if (asStudent) studentToken = await studentSignIn();
      else token = await harness().freshLogin('demo-headmaster');
      return app.inject({ ...options, headers: { ...options.headers, accesstoken: as() } });
    }
    return response;
  }

  let fingerprintSql = '';
  async function rows(text: string): Promise<unknown[]> {
    const result = await harness().db.execute(sql.raw(text));
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];
  }
  async function counts(): Promise<string> {
    fingerprintSql ||= await fingerprintQuery(rows);
    const fingerprint = (await rows(fingerprintSql)) as { name: string; n: number }[];
    return fingerprint
      .map(({ name, n }) => `${name}=${n}`)
      .sort()
      .join(' ');
  }

  /** Sends the request and checks the answer; a refusal must have stored nothing. */
  async function expectSafe(route: ApiRoute, options: InjectOptions): Promise<void> {
    const writes = options.method !== 'GET';
    const before = writes ? await counts() : '';
    const response = await send(options, route.access === 'student');
    const label = `${route.method} ${route.url} → ${options.url}`;
    expect(response.statusCode, label).toBeLessThan(500);
    expect(response.body, label).not.toMatch(LEAK);
    const body = response.json<{ resultStatus?: boolean }>();
    expect(typeof body.resultStatus, label).toBe('boolean');
    if (writes && (response.statusCode >= 400 || body.resultStatus === false)) {
      expect(await counts(), `${label} was refused but stored something`).toBe(before);
    }
  }

  it('walks every route with hostile values in every parameter, query field and body field', async () => {
    const routes = harness().app.apiRoutes;
    // Every call of the contract is walked (a route answers each; contract-routes.test checks there is no other).
    expect(routes.map((route) => route.call).sort()).toEqual(Object.keys(calls).sort());
    let requests = 0;
    for (const route of routes) {
      const schema = route.schema as Record<string, Schema | undefined>;
      const params = schema.params ? (exampleOf(schema.params, known) as Record<string, unknown>) : {};
      const query = schema.querystring
        ? (exampleOf(schema.querystring, known) as Record<string, unknown>)
        : {};
      // Multipart text fields, which Fastify's schema does not describe, come from the contract.
      const multipart = route.call ? (callSchemas[route.call] as CallSchemas).multipart?.fields : undefined;
      const bodySchema = multipart ?? (route.method === 'GET' ? undefined : schema.body);
      const body = bodySchema ? exampleOf(bodySchema, known) : undefined;
      const request = (p: Record<string, string>, q: Record<string, string>, b: unknown): InjectOptions => {
        const url = `${pathWith(route.url, p)}${queryString(q)}`;
        if (multipart) {
          const fields = Object.fromEntries(
            Object.entries(b as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
          );
          const form = multipartForm(fields, {
            bytes: SAMPLE_FILES.pdf(),
            fileName: 'sheet.pdf',
            contentType: 'application/pdf',
          });
          return { method: route.method as 'POST', url, headers: form.headers, payload: form.payload };
        }
        return {
          method: route.method as 'POST',
          url,
          ...(b === undefined ? {} : { payload: b as object }),
        };
      };
      const urlParams = urlText(params);
      const urlQuery = urlText(query);

      for (const name of Object.keys(params)) {
        await fc.assert(
          fc.asyncProperty(hostileUrlValue(), async (value) => {
            requests++;
            await expectSafe(route, request({ ...urlParams, [name]: value }, urlQuery, body));
          }),
          { numRuns: RUNS_PER_FIELD },
        );
      }
      for (const name of Object.keys(schema.querystring ? queryFields(schema.querystring) : {})) {
        await fc.assert(
          fc.asyncProperty(hostileUrlValue(), async (value) => {
            requests++;
            await expectSafe(route, request(urlParams, { ...urlQuery, [name]: value }, body));
          }),
          { numRuns: RUNS_PER_FIELD },
        );
      }
      if (bodySchema) {
        const paths: FieldPath[] = [[], ...fieldPaths(bodySchema, body)];
        for (const path of paths) {
          const hostile = multipart ? hostileUrlValue().map(decodeURIComponentSafe) : hostileJsonValue();
          await fc.assert(
            fc.asyncProperty(hostile, async (value) => {
              requests++;
              if (multipart && path.length === 0) return;
              await expectSafe(route, request(urlParams, urlQuery, withValueAt(body, path, value)));
            }),
            { numRuns: RUNS_PER_FIELD },
          );
        }
      }
    }
    console.log('requests', requests);
    expect(requests).toBeGreaterThan(500);
  }, 600_000);

  it('refuses every date and instant outside 2000–2100 with a 400 naming the field, storing nothing', async () => {
    const refusedFields: string[] = [];
    for (const route of harness().app.apiRoutes) {
      const schema = route.schema as Record<string, Schema | undefined>;
      const params = urlText(
        schema.params ? (exampleOf(schema.params, known) as Record<string, unknown>) : {},
      );
      const query = schema.querystring
        ? (exampleOf(schema.querystring, known) as Record<string, unknown>)
        : {};
      const body = route.method === 'GET' || !schema.body ? undefined : exampleOf(schema.body, known);
      const url = (q: Record<string, unknown>) => `${pathWith(route.url, params)}${queryString(urlText(q))}`;
      const tries: { field: string; options: InjectOptions }[] = [];
      for (const [name, example] of Object.entries(query)) {
        for (const value of outOfRange(example)) {
          tries.push({
            field: `querystring.${name}`,
            options: { method: route.method as 'GET', url: url({ ...query, [name]: value }) },
          });
        }
      }
      for (const path of body === undefined || !schema.body ? [] : fieldPaths(schema.body, body)) {
        for (const value of outOfRange(valueAt(body, path))) {
          tries.push({
            field: `body.${path.join('.')}`,
            options: {
              method: route.method as 'POST',
              url: url(query),
              payload: withValueAt(body, path, value) as object,
            },
          });
        }
      }
      for (const { field, options } of tries) {
        const before = await counts();
        const response = await send(options, route.access === 'student');
        const label = `${route.method} ${options.url} ${field}=${JSON.stringify(options.payload ?? options.url)}`;
        expect(response.statusCode, label).toBe(400);
        expect(response.json<{ errorMessage: string }>().errorMessage, label).toContain(field);
        expect(await counts(), label).toBe(before);
        refusedFields.push(`${route.call ?? route.url} ${field}`);
      }
    }
    // The publish, follow-up and distribute start times and the calendar's start day are among them.
    expect(refusedFields).toEqual(
      expect.arrayContaining([
        'publishHomework body.startTime',
        'publishFollowUp body.startTime',
        'distributeWorkPaper body.startTime',
        'getClassPracticeObjects querystring.startDate',
      ]),
    );
  }, 600_000);
});

/** The out-of-range values of the kind of an example: days for a day, instants for an instant, else none. */
function outOfRange(example: unknown): string[] {
  if (typeof example !== 'string') return [];
  if (/^\d{4}-\d{2}-\d{2}$/.test(example)) return DAYS_OUT_OF_RANGE;
  if (/^\d{4}-\d{2}-\d{2}T/.test(example)) return INSTANTS_OUT_OF_RANGE;
  return [];
}

/** The value at a path of an example. */
function valueAt(example: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
    example,
  );
}

/** The fields of a query schema. */
function queryFields(schema: Schema): Record<string, Schema> {
  const def = unwrap(schema)._zod.def as { shape?: Record<string, Schema> };
  return def.shape ?? {};
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
