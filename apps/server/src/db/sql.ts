import { type SQL, sql } from 'drizzle-orm';

// The one helper module for the raw SQL the server keeps: report and marking aggregates (FILTER, LATERAL,
// window functions) that read better as SQL than as builder calls. Writes go through Drizzle's builder
// against the schema; SQL text writes only where one statement does what the builder cannot: the student
// answer store's data-modifying CTE (questions/store.ts, measured on the hot path) and the seed's bulk
// inserts from json_to_recordset with reserved ids (db/seed).

/** Rows of a raw statement's result, on PGlite and node-postgres alike. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** `(1, 2, 3)` of ids (or codes) for `IN`; `(NULL)` when there are none (matches nothing). */
export function idList(ids: readonly (number | string)[]): SQL {
  if (ids.length === 0) return sql`(NULL)`;
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
