import { z } from 'zod';

/** GET /ael/school/common/updatefile/latest query (back-office spec §7 "File config"). */
export const updateFileQuerySchema = z.object({
  /** Device asking: SCHOOL_PC. */
  deviceType: z.enum(['SCHOOL_PC']),
  /** TEXT (language pack) or FONT (font stylesheet). */
  fileType: z.enum(['TEXT', 'FONT']),
});
export type UpdateFileQuery = z.infer<typeof updateFileQuerySchema>;

/** GET /ael/school/common/updatefile/latest answer; null resultData when no file is published. */
export const updateFileSchema = z.object({
  /** URL of the file. */
  fileUrl: z.string(),
  /** Version such as 3.11.1; used only when not below the app version. */
  versionCode: z.string(),
});
export type UpdateFile = z.infer<typeof updateFileSchema>;
