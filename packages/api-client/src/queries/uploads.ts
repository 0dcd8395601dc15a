import { UPLOAD_PART_SIZE, UPLOAD_TIMEOUT_MS } from '@harbour/domain';
import { callApi } from '../calls';
import type { OssAuth, OssAuthQuery, StoredFile } from '../contract';
import {
  completeUploadCall,
  getOssAuthCall,
  initiateUploadCall,
  uploadFileCall,
  uploadPartCall,
} from '../contract/calls/uploads';

/* Uploads (the question engine's answers with files): an authorisation, then the file. */

/** GET /oss/auth: upload authorisation for one kind (image, audio, pdf). Failures neither sign out nor navigate. */
export const getOssAuth = (query: OssAuthQuery = {}) => callApi(getOssAuthCall, { query }, { silent: true });

/**
 * POST the file to the authorisation's upload URL (multipart, part `file`) and return where it was stored.
 * A refusal (wrong type, too large) is a rule answer whose message is the server's "Upload failed …" text,
 * thrown as an ApiError to show; failures neither sign out nor navigate (question-engine spec §8: only logged).
 */
export function uploadFile(auth: Pick<OssAuth, 'uploadUrl'>, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  // The upload URL carries its one-time token: it is used as the server handed it out.
  return callApi(uploadFileCall, {}, { form, url: auth.uploadUrl, silent: true });
}

/**
 * The spec's upload (question-engine §7): begins an upload in parts at the authorisation's multipart URL, sends
 * the file in parts of UPLOAD_PART_SIZE bytes (part 1, 2, …; a small photo is one part), each request with the
 * UPLOAD_TIMEOUT_MS timeout, then completes it; the server assembles the parts, checks the file by its bytes and
 * stores it. Works the same whether the server stores on its disk or on OSS. A refusal is the server's
 * "Upload failed …" ApiError; failures neither sign out nor navigate (spec §8: only logged).
 */
export async function uploadFileInParts(
  auth: Pick<OssAuth, 'multipartUrl'>,
  file: Blob,
  partSize: number = UPLOAD_PART_SIZE,
): Promise<StoredFile> {
  const behaviour = { silent: true, timeout: UPLOAD_TIMEOUT_MS } as const;
  const upload = await callApi(initiateUploadCall, {}, { ...behaviour, url: auth.multipartUrl });
  const size = Math.min(partSize, upload.partSize);
  const count = Math.max(1, Math.ceil(file.size / size));
  const parts: { partNumber: number; etag: string }[] = [];
  for (let partNumber = 1; partNumber <= count; partNumber += 1) {
    const bytes = file.slice((partNumber - 1) * size, partNumber * size);
    const part = await callApi(
      uploadPartCall,
      { params: { uploadId: upload.uploadId, partNumber } },
      { ...behaviour, bytes },
    );
    parts.push({ partNumber: part.partNumber, etag: part.etag });
  }
  return callApi(completeUploadCall, { params: { uploadId: upload.uploadId }, body: { parts } }, behaviour);
}
