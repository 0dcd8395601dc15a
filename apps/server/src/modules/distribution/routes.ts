import multipart from '@fastify/multipart';
import {
  createWorkPaperFieldsSchema,
  ERROR_CODES,
  UPLOAD_KINDS,
  WORK_PAPER_FILE_FIELD,
} from '@harbour/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { AppError, ruleError } from '../../errors';
import { staffOf } from '../../plugins/auth';
import { requestScope } from '../../plugins/tenancy';
import { route } from '../../route';
import { megabytes } from '../../storage';
import { publisherOf } from '../homework';
import {
  copyWorkPaper,
  createWorkPaper,
  deleteWorkPaper,
  distributeWorkPaper,
  workPaperDetail,
  workPaperList,
} from './service';

/** Largest task sheet: the storage's PDF limit. */
const MAX_PDF_BYTES = UPLOAD_KINDS.pdf.maxBytes;

/** The multipart fields and the PDF bytes of an upload; 400 naming the field when there is no file. */
async function readWorkPaperForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; bytes: Uint8Array; fileName: string }> {
  const missing = () =>
    new AppError(400, ERROR_CODES.VALIDATION, 'uploadMissingFile', { field: WORK_PAPER_FILE_FIELD });
  // 'Upload failed' is a spec §8 message: a rule answer (HTTP 200) the page shows, like checkUpload's.
  const tooLarge = () =>
    ruleError(ERROR_CODES.UPLOAD_TOO_LARGE, 'uploadTooLarge', {
      field: WORK_PAPER_FILE_FIELD,
      limit: megabytes(MAX_PDF_BYTES),
    });
  if (!request.isMultipart()) throw missing();
  const fields: Record<string, string> = {};
  let bytes: Uint8Array | null = null;
  let fileName = 'task-sheet.pdf';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== WORK_PAPER_FILE_FIELD || bytes !== null) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).byteLength;
        if (size <= MAX_PDF_BYTES) chunks.push(chunk as Buffer);
      }
      if (size > MAX_PDF_BYTES || part.file.truncated) throw tooLarge();
      bytes = new Uint8Array(Buffer.concat(chunks));
      fileName = part.filename || fileName;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The parser's own limits (file size, parts) were passed.
    throw tooLarge();
  }
  if (bytes === null) throw missing();
  return { fields, bytes, fileName: fileName.slice(0, 200) };
}

export const distributionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 12, fileSize: MAX_PDF_BYTES + 1 },
  });
  const signUrl = (key: string) => app.storage.signedUrl(key);

  route(app, 'createWorkPaper', async (request) => {
    const scope = await requestScope(request);
    const form = await readWorkPaperForm(request);
    const parsed = createWorkPaperFieldsSchema.safeParse(form.fields);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.join('.') ?? '';
      throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: `body.${path}` });
    }
    return ok(await createWorkPaper(app, staffOf(request), scope, parsed.data, form, WORK_PAPER_FILE_FIELD));
  });

  route(app, 'getWorkPapers', async (request) => {
    const scope = await requestScope(request);
    return ok(await workPaperList(db, signUrl, scope, staffOf(request), request.query, new Date()));
  });

  route(app, 'getWorkPaperDetail', async (request) => {
    const scope = await requestScope(request);
    const { workPaperId } = request.params;
    return ok(await workPaperDetail(db, signUrl, scope, staffOf(request), workPaperId, new Date()));
  });

  route(app, 'distributeWorkPaper', async (request) => {
    const publisher = await publisherOf(request);
    return ok(await distributeWorkPaper(db, publisher, request.params.workPaperId, request.body));
  });

  route(app, 'copyWorkPaper', async (request) => {
    const scope = await requestScope(request);
    return ok(await copyWorkPaper(db, signUrl, scope, staffOf(request), request.params.workPaperId));
  });

  route(app, 'deleteWorkPaper', async (request) => {
    const scope = await requestScope(request);
    const removeFile = (key: string) => app.storage.remove(key);
    return ok(await deleteWorkPaper(db, removeFile, scope, staffOf(request), request.params.workPaperId));
  });
};
