import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs `act` while the database refuses every insert into `table` (a trigger that raises), so a test sees what a
 * write failing after the request was accepted leaves behind; the trigger and its function are dropped after.
 */
export async function withInsertsRefused<T>(db: Db, table: string, act: () => Promise<T>): Promise<T> {
  const refuse = sql.identifier(`refuse_insert_${table}`);
  const target = sql.identifier(table);
  await db.execute(sql`
    create function ${refuse}() returns trigger language plpgsql as $$
    begin raise exception 'refused by the test'; end $$`);
  await db.execute(
    sql`create trigger ${refuse} before insert on ${target} for each row execute function ${refuse}()`,
  );
  try {
    return await act();
  } finally {
    await db.execute(sql`drop trigger ${refuse} on ${target}`);
    await db.execute(sql`drop function ${refuse}()`);
  }
}
