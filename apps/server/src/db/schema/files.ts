import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { schoolId } from './school';

// Accepted uploads and the remote language-pack and font files.

/**
 * Every accepted upload (through an upload grant or as a task sheet): the daily upload quota counts these
 * rows, and a grant's id is unique here, so a grant stores one file however often it is sent.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Surrogate key. */
    id: id(),
    /** School of the uploader. */
    schoolId: schoolId(),
    /** Uploader as in the key prefix: a staff id, or s{studentId} for a simulated student. */
    owner: text('owner').notNull(),
    /** image, audio or pdf. */
    kind: text('kind').notNull(),
    /** Storage key the file was committed under. */
    fileKey: text('file_key').notNull(),
    /** Size in bytes. */
    size: integer('size').notNull(),
    /** Id of the upload grant used; null for uploads that need no grant (task sheets). */
    grantId: text('grant_id'),
    /** When it was accepted. */
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_day_idx').on(t.schoolId, t.owner, t.createdAt),
    uniqueIndex('uploads_grant_idx').on(t.grantId),
  ],
);

/** Remote language pack and font files (back-office spec §7 "File config"). */
export const updateFiles = pgTable(
  'update_files',
  {
    /** Surrogate key. */
    id: id(),
    /** Device the file is for (SCHOOL_PC). */
    deviceType: text('device_type').notNull(),
    /** TEXT (language pack) or FONT. */
    fileType: text('file_type').notNull(),
    /** Version such as 3.11.1. */
    versionCode: text('version_code').notNull(),
    /** URL the file is fetched from. */
    fileUrl: text('file_url').notNull(),
    /** When the row was created. */
    createdAt: createdAt(),
  },
  (t) => [index('update_files_idx').on(t.deviceType, t.fileType)],
);
