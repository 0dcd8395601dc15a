import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { updateFiles, uploads } from '../../db/schema';

// The Drizzle queries of the files module.

/** The newest update file of a device type and file type, or null. */
export async function latestUpdateFile(db: DbOrTx, deviceType: string, fileType: string) {
  const [row] = await db
    .select({ fileUrl: updateFiles.fileUrl, versionCode: updateFiles.versionCode })
    .from(updateFiles)
    .where(and(eq(updateFiles.deviceType, deviceType), eq(updateFiles.fileType, fileType)))
    .orderBy(desc(updateFiles.createdAt), desc(updateFiles.id))
    .limit(1);
  return row ?? null;
}

/** Whether an upload grant was spent (a file was stored with it). */
export async function grantSpent(db: DbOrTx, grantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.grantId, grantId))
    .limit(1);
  return row !== undefined;
}
