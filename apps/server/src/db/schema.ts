import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A school: the tenant every other row belongs to. */
export const schools = pgTable('schools', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
