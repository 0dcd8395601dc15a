import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every domain's tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A row's required parent (by its id column): deleting the parent deletes the row. */
export const belongsTo = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
