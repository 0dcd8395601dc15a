import { ERROR_CODES, UPLOAD_KINDS, type UploadKind } from '@harbour/api-client/contract';
import { fileTypeFromBuffer } from 'file-type';
import { ruleError } from '../errors';
import { checkPdf } from './pdf';

/** An upload whose bytes were checked: the type read from the bytes, not from the name or the header. */
export interface CheckedUpload {
  /** MIME type read from the bytes (image/jpeg, image/png, audio/mpeg, application/pdf). */
  contentType: string;
  /** File extension for that type, without the dot (jpg, png, mp3, pdf). */
  extension: string;
  /** Length in bytes. */
  size: number;
}

/** Human size as the messages show it: "10 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1_048_576)} MB`;
}

/**
 * The one check of every upload: reads the file type from the bytes with `file-type` and accepts it only
 * when it is one of the kind's types (image: JPG/JPEG/PNG; audio: mp3; pdf: PDF) and within the kind's
 * size, and a PDF only when it parses as one with no active content (refuseUnsafePdf). Otherwise throws a rule error (HTTP 200, resultStatus false, as every spec §8 message the page shows)
 * whose message is "Upload failed" naming `field`; callers store nothing when it throws. The file name and the declared content type are never trusted.
 */
export async function checkUpload(
  bytes: Uint8Array,
  kind: UploadKind,
  field: string,
): Promise<CheckedUpload> {
  const rule = UPLOAD_KINDS[kind];
  const allowed = rule.label;
  if (bytes.byteLength === 0) {
    throw ruleError(ERROR_CODES.UPLOAD_WRONG_TYPE, 'uploadWrongType', { field, allowed });
  }
  if (bytes.byteLength > rule.maxBytes) {
    throw ruleError(ERROR_CODES.UPLOAD_TOO_LARGE, 'uploadTooLarge', {
      field,
      limit: megabytes(rule.maxBytes),
    });
  }
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as string | undefined;
  const accepted = rule.types.find((type) => type.mime === mime);
  if (!detected || !accepted) {
    throw ruleError(ERROR_CODES.UPLOAD_WRONG_TYPE, 'uploadWrongType', { field, allowed });
  }
  if (accepted.mime === 'application/pdf') await refuseUnsafePdf(bytes, field);
  return { contentType: accepted.mime, extension: accepted.extension, size: bytes.byteLength };
}

/**
 * A `%PDF` header is not enough: the file must parse as a PDF ("Upload failed: … must be a PDF file"), and a
 * PDF with scripts, actions run on opening or events, or embedded files is refused with its own message.
 */
export async function refuseUnsafePdf(bytes: Uint8Array, field: string): Promise<void> {
  const verdict = await checkPdf(bytes);
  if (verdict === 'unreadable') {
    throw ruleError(ERROR_CODES.UPLOAD_WRONG_TYPE, 'uploadWrongType', {
      field,
      allowed: UPLOAD_KINDS.pdf.label,
    });
  }
  if (verdict === 'activeContent')
    throw ruleError(ERROR_CODES.UPLOAD_WRONG_TYPE, 'uploadPdfActiveContent', { field });
}
