import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ERROR_CODES, UPLOAD_KINDS } from '@harbour/api-client/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { AppError } from '../../errors';
import { principalOf } from '../../plugins/auth';
import { route } from '../../route';
import { checkUpload } from '../../storage';
import { commitUpload } from './commit';
import { latestUpdateFile } from './queries';
import { readUploadedFile, UPLOAD_FIELD, UPLOAD_GRANT_MS, uploadOwnerOf, uploadPrefixOf } from './uploads';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  route(app, 'getLatestUpdateFile', async (request) => {
    return ok(await latestUpdateFile(db, request.query.deviceType, request.query.fileType));
  });

  await app.register(multipart, {
    // Only the one file part; the kind's own size is checked on the bytes.
    limits: { files: 1, fields: 0, parts: 1, fileSize: MAX_UPLOAD_BYTES + 1 },
  });

  route(app, 'getOssAuth', async (request) => {
    const { kind } = request.query;
    const rule = UPLOAD_KINDS[kind];
    const grant = {
      id: randomBytes(16).toString('hex'),
      keyPrefix: uploadPrefixOf(principalOf(request), kind),
      kind,
      expiresAt: Date.now() + UPLOAD_GRANT_MS,
    };
    const token = app.storage.signUploadToken(grant);
    return ok({
      provider: app.storage.provider,
      kind,
      keyPrefix: grant.keyPrefix,
      uploadUrl: `/ael/school/common/oss/upload?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(grant.expiresAt).toISOString(),
      maxBytes: rule.maxBytes,
      accept: rule.types.map((type) => type.mime),
      oss: null,
    });
  });

  route(app, 'uploadFile', async (request) => {
    const grant = app.storage.verifyUploadToken(request.query.token);
    if (!grant) throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadTokenInvalid');
    // Tenancy: the grant must be the caller's own (school, user and kind).
    if (grant.keyPrefix !== uploadPrefixOf(principalOf(request), grant.kind)) {
      throw new AppError(403, ERROR_CODES.FORBIDDEN, 'forbidden');
    }
    const bytes = await readUploadedFile(request, UPLOAD_KINDS[grant.kind].maxBytes);
    const checked = await checkUpload(bytes, grant.kind, UPLOAD_FIELD);
    const principal = principalOf(request);
    const { key } = await commitUpload(
      app,
      {
        schoolId: principal.schoolId,
        owner: uploadOwnerOf(principal),
        kind: grant.kind,
        bytes,
        checked,
        grantId: grant.id,
      },
      async () => undefined,
    );
    return ok({
      key,
      url: app.storage.signedUrl(key),
      size: checked.size,
      contentType: checked.contentType,
    });
  });
};

/** Largest file of any kind: the multipart parser's own ceiling. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((kind) => kind.maxBytes));
