import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ERROR_CODES, UPLOAD_KINDS, type UploadKind } from '@harbour/api-client/contract';
import { UPLOAD_PART_SIZE } from '@harbour/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { AppError, ruleError } from '../../errors';
import { type Principal, principalOf } from '../../plugins/auth';
import { route } from '../../route';
import { checkUpload, megabytes, type UploadGrant } from '../../storage';
import { assertUploadQuota, commitUpload } from './commit';
import { createUploadParts, MAX_OPEN_UPLOADS, type MultipartMeta } from './multipart';
import { grantSpent, latestUpdateFile } from './queries';
import { readUploadedFile, UPLOAD_FIELD, UPLOAD_GRANT_MS, uploadOwnerOf, uploadPrefixOf } from './uploads';

export interface FilesRoutesOptions {
  /** Folder where the parts of uploads in parts wait (DATA_DIR/upload-parts). */
  uploadPartsDir: string;
}

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const parts = createUploadParts(options.uploadPartsDir);
  const stopSweeping = parts.startSweeping();
  app.addHook('onClose', async () => stopSweeping());
  // Part bodies are raw bytes; a part a little over the size is read to be refused with "Upload failed".
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: 2 * UPLOAD_PART_SIZE },
    (_request, body, done) => done(null, body),
  );

  /** The grant of a token, which must be the caller's own: 400 when forged or expired, 403 when another's. */
  const grantOf = (request: FastifyRequest, token: string): UploadGrant => {
    const grant = app.storage.verifyUploadToken(token);
    if (!grant) throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadTokenInvalid');
    // Tenancy: the grant must be the caller's own (school, user and kind).
    if (grant.keyPrefix !== uploadPrefixOf(principalOf(request), grant.kind)) {
      throw new AppError(403, ERROR_CODES.FORBIDDEN, 'forbidden');
    }
    return grant;
  };
  /** Who owns uploads in parts: school and uploader. */
  const ownerKeyOf = (principal: Principal) => `${principal.schoolId}-${uploadOwnerOf(principal)}`;
  /** The caller's own unexpired upload in parts: 403 when it is another user's, 404 when unknown or gone. */
  const ownUpload = async (request: FastifyRequest, uploadId: string) => {
    const ownerKey = ownerKeyOf(principalOf(request));
    const found = await parts.find(uploadId, ownerKey);
    if (found.status === 'other') throw new AppError(403, ERROR_CODES.FORBIDDEN, 'forbidden');
    if (found.status === 'unknown') throw new AppError(404, ERROR_CODES.NOT_FOUND, 'uploadUnknown');
    if (found.meta.expiresAt < Date.now()) {
      await parts.discard(uploadId, ownerKey);
      throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadTokenInvalid');
    }
    return { ownerKey, meta: found.meta };
  };
  /** Runs a step of an upload in parts; any refusal or failure removes the upload and its parts. */
  const orDiscard = async <T>(uploadId: string, ownerKey: string, step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      await parts.discard(uploadId, ownerKey);
      throw error;
    }
  };
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
      multipartUrl: `/ael/school/common/oss/multipart?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(grant.expiresAt).toISOString(),
      maxBytes: rule.maxBytes,
      accept: rule.types.map((type) => type.mime),
      oss: null,
    });
  });

  /** The one check of every upload, then the one way it is stored; answers the stored file. */
  const checkAndStore = async (
    request: FastifyRequest,
    bytes: Uint8Array,
    kind: UploadKind,
    grantId: string,
  ) => {
    const checked = await checkUpload(bytes, kind, UPLOAD_FIELD);
    const principal = principalOf(request);
    const owner = { schoolId: principal.schoolId, owner: uploadOwnerOf(principal) };
    const stored = { ...owner, kind, bytes, checked, grantId };
    const { key } = await commitUpload(app, stored, async () => undefined);
    return { key, url: app.storage.signedUrl(key), size: checked.size, contentType: checked.contentType };
  };

  route(app, 'uploadFile', async (request) => {
    const grant = grantOf(request, request.query.token);
    const bytes = await readUploadedFile(request, UPLOAD_KINDS[grant.kind].maxBytes);
    return ok(await checkAndStore(request, bytes, grant.kind, grant.id));
  });

  route(app, 'initiateUpload', async (request) => {
    const grant = grantOf(request, request.query.token);
    if (await grantSpent(db, grant.id)) throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadTokenUsed');
    const principal = principalOf(request);
    const ownerKey = ownerKeyOf(principal);
    const open = await parts.openCount(ownerKey);
    if (open >= MAX_OPEN_UPLOADS) {
      throw new AppError(429, ERROR_CODES.RATE_LIMITED, 'uploadTooManyOpen', {
        limit: String(MAX_OPEN_UPLOADS),
      });
    }
    // Uploads already begun count as files of the day: the quota cannot be passed by beginning many at once.
    await assertUploadQuota(
      db,
      { schoolId: principal.schoolId, owner: uploadOwnerOf(principal) },
      new Date(),
      open,
    );
    const meta: MultipartMeta = {
      grantId: grant.id,
      kind: grant.kind,
      keyPrefix: grant.keyPrefix,
      expiresAt: grant.expiresAt,
    };
    const uploadId = await parts.begin(ownerKey, meta);
    return ok({
      uploadId,
      partSize: UPLOAD_PART_SIZE,
      maxParts: maxPartsOf(grant.kind),
      expiresAt: new Date(grant.expiresAt).toISOString(),
    });
  });

  route(app, 'uploadPart', async (request) => {
    const { uploadId, partNumber } = request.params;
    const { ownerKey, meta } = await ownUpload(request, uploadId);
    return orDiscard(uploadId, ownerKey, async () => {
      const rule = UPLOAD_KINDS[meta.kind];
      // Once the day's files are spent, no more bytes come in: the upload could not be completed.
      const principal = principalOf(request);
      await assertUploadQuota(
        db,
        { schoolId: principal.schoolId, owner: uploadOwnerOf(principal) },
        new Date(),
      );
      // Beyond the kind's size in parts, the file would be too large.
      if (partNumber > maxPartsOf(meta.kind)) {
        throw ruleError(ERROR_CODES.UPLOAD_TOO_LARGE, 'uploadTooLarge', {
          field: UPLOAD_FIELD,
          limit: megabytes(rule.maxBytes),
        });
      }
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.byteLength === 0) {
        throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadPartMissing', { part: String(partNumber) });
      }
      if (body.byteLength > UPLOAD_PART_SIZE) {
        throw ruleError(ERROR_CODES.UPLOAD_TOO_LARGE, 'uploadPartTooLarge', {
          part: String(partNumber),
          limit: String(UPLOAD_PART_SIZE),
        });
      }
      const stored = await parts.putPart(uploadId, ownerKey, partNumber, body);
      if (!stored) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'uploadUnknown');
      return ok(stored);
    });
  });

  route(app, 'completeUpload', async (request) => {
    const { uploadId } = request.params;
    const { ownerKey, meta } = await ownUpload(request, uploadId);
    try {
      const rule = UPLOAD_KINDS[meta.kind];
      const assembled = await parts.assemble(uploadId, ownerKey, request.body.parts, rule.maxBytes);
      if (!(assembled instanceof Uint8Array)) {
        if (assembled.refused === 'tooLarge') {
          throw ruleError(ERROR_CODES.UPLOAD_TOO_LARGE, 'uploadTooLarge', {
            field: UPLOAD_FIELD,
            limit: megabytes(rule.maxBytes),
          });
        }
        const key = {
          missing: 'uploadPartMissing',
          duplicate: 'uploadPartDuplicate',
          changed: 'uploadPartChanged',
        } as const;
        throw new AppError(400, ERROR_CODES.VALIDATION, key[assembled.refused], {
          part: String(assembled.partNumber),
        });
      }
      // The one check of every upload, then the one way it is stored: as the single upload does.
      return ok(await checkAndStore(request, assembled, meta.kind, meta.grantId));
    } finally {
      // Stored or refused, the parts go.
      await parts.discard(uploadId, ownerKey);
    }
  });
};

/** Highest part number of a kind: its size limit in parts. */
function maxPartsOf(kind: keyof typeof UPLOAD_KINDS): number {
  return Math.ceil(UPLOAD_KINDS[kind].maxBytes / UPLOAD_PART_SIZE);
}

/** Largest file of any kind: the multipart parser's own ceiling. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((kind) => kind.maxBytes));
