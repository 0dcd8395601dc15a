import { ERROR_CODES, type UploadKind } from '@harbour/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ruleError } from '../../errors';
import type { Principal } from '../../plugins/auth';
import { keyPrefixFor, megabytes } from '../../storage';

/** Name of the multipart part that carries the file. */
export const UPLOAD_FIELD = 'file';
/** How long an upload authorisation holds (for one upload): the player's upload timeout (120 s) with room to pick the file. */
export const UPLOAD_GRANT_MS = 15 * 60_000;

/** Who uploads, as keys and quotas name them: staff by their id, a simulated student as s{studentId}. */
export function uploadOwnerOf(principal: Principal): string {
  return principal.studentId === null ? String(principal.staffId) : `s${principal.studentId}`;
}

/** The caller's key prefix for a kind. */
export function uploadPrefixOf(principal: Principal, kind: UploadKind): string {
  return keyPrefixFor(principal.schoolId, uploadOwnerOf(principal), kind);
}

/** The bytes of the one `file` part; "Upload failed" naming the field when it is missing or too large. */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Uint8Array> {
  if (!request.isMultipart()) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadMissingFile', { field: UPLOAD_FIELD });
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadMissingFile', { field: UPLOAD_FIELD });
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadMissingFile', { field: UPLOAD_FIELD });
  }
  const tooLarge = () =>
    ruleError(ERROR_CODES.UPLOAD_TOO_LARGE, 'uploadTooLarge', {
      field: UPLOAD_FIELD,
      limit: megabytes(maxBytes),
    });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file) {
      size += (chunk as Buffer).byteLength;
      if (size > maxBytes) break;
      chunks.push(chunk as Buffer);
    }
  } catch {
    // The parser's own ceiling was reached.
    throw tooLarge();
  }
  if (size > maxBytes || part.file.truncated) {
    part.file.resume();
    throw tooLarge();
  }
  return new Uint8Array(Buffer.concat(chunks));
}
