import { envelope, updateFileQuerySchema, updateFileSchema } from '@harbour/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateFiles } from '../../db/schema';
import { ok } from '../../envelope';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/ael/school/common/updatefile/latest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'Latest remote language pack (TEXT) or font (FONT) for a device; null when none',
        querystring: updateFileQuerySchema,
        response: { 200: envelope(updateFileSchema) },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ fileUrl: updateFiles.fileUrl, versionCode: updateFiles.versionCode })
        .from(updateFiles)
        .where(
          and(
            eq(updateFiles.deviceType, request.query.deviceType),
            eq(updateFiles.fileType, request.query.fileType),
          ),
        )
        .orderBy(desc(updateFiles.createdAt), desc(updateFiles.id))
        .limit(1);
      return ok(row ?? null);
    },
  );
};
