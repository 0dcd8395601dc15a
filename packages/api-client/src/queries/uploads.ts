import { callApi } from '../calls';
import type { OssAuth, OssAuthQuery } from '../contract';
import { getOssAuthCall, uploadFileCall } from '../contract/calls/uploads';

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
