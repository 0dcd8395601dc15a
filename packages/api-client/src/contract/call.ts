/*
 * What describes one call of the contract (contract/calls.ts): its description's shape, the entities cached
 * answers are made of, the spec's path prefixes and the filling of path parameters. The calls themselves
 * are described in contract/calls/, one module per area, so that a code-split bundle holds only the areas
 * its screens use: a bundler places a module whole in one chunk, so one module of every call would put
 * every call a screen uses into the entry chunk the login page loads.
 */

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What cached answers are made of, for cache keys and invalidation. `marking` is the teachers' scores and
 * comments on submitted answers and every count of marking progress (a score changes them, not the homework
 * lists or calendars); `report` is the reports' figures over answers and scores (the report pages and the
 * mistakes centre); `commentBank` is a teacher's saved comments; `dashboardLayout` a user's order of a dashboard's cards. `session` and `scope` are not records: a call that changes the session (sign in, sign
 * out) drops the whole cache; one that changes the scope or the language of every answer (role or language
 * switch) refetches everything.
 */
export const ENTITIES = [
  'homework',
  'marking',
  'commentBank',
  'dashboardLayout',
  'report',
  'schedule',
  'class',
  'course',
  'taskSheet',
  'question',
  'user',
  'system',
  'session',
  'scope',
] as const;
export type Entity = (typeof ENTITIES)[number];

export interface CallDescription {
  /** The call's name: its key in `calls` and its OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** Path as the spec writes it, with `{name}` for a path parameter. */
  path: string;
  /**
   * Entities the answer of a read is made of; the first names its cache key (`[entity, call, input]`).
   * A read without entities gets no query factory (an upload authorisation is not cached).
   */
  reads?: readonly Entity[];
  /** Entities a write changes: every cached read of one of them is invalidated on success. */
  changes?: readonly Entity[];
}

/**
 * Keeps a description's literal types (name, method, path) for the typed client and server. Each call is
 * its own export, so a bundle holds only the calls its screens use.
 */
export function call<const T extends CallDescription>(description: T): T {
  return description;
}

/** A read (GET) whose answer is made of `reads`, the first naming its cache key. */
export function read<const N extends string, const P extends string, const R extends readonly Entity[]>(
  name: N,
  path: P,
  reads: R,
) {
  return call({ name, method: 'GET', path, reads });
}

/** A write that changes `changes` (every cached read of them is invalidated on success). */
export function write<
  const N extends string,
  const M extends Exclude<HttpMethod, 'GET'>,
  const P extends string,
  const C extends readonly Entity[],
>(name: N, method: M, path: P, changes: C) {
  return call({ name, method, path, changes });
}

/** Path prefixes of the spec. */
export const COMMON = '/ael/school/common';
export const PRACTICES = '/ael/school/practice/practices';
export const WORK_PAPERS = '/ael/school/practice/workpapers';
export const SCHEDULE = '/ael/school/v2/schedule/classes/{classId}';

/** Names of the path parameters of a path, `{name}` each. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** Names of the path parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The path with its parameters filled in, each percent-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
