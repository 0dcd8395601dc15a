/**
 * The Drizzle schema, one file per domain; everything is re-exported here, so `db/schema` is imported
 * as one module and drizzle-kit reads the whole schema from this file.
 */

export * from './curriculum';
export * from './files';
export * from './homework';
export * from './idempotency';
export * from './school';
export * from './sessions';
export * from './student-work';
export * from './teaching-calendar';
