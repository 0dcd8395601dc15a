import { COMMON, call, write } from '../call';

/** The contract's upload calls (see contract/calls.ts). */
export const getOssAuthCall = call({
  name: 'getOssAuth',
  method: 'GET',
  path: `${COMMON}/oss/auth`,
});
export const uploadFileCall = write('uploadFile', 'POST', `${COMMON}/oss/upload`, []);
/** Upload in parts (question-engine spec §7), modelled on object storage's multipart upload. */
export const initiateUploadCall = write('initiateUpload', 'POST', `${COMMON}/oss/multipart`, []);
export const uploadPartCall = write(
  'uploadPart',
  'PUT',
  `${COMMON}/oss/multipart/{uploadId}/parts/{partNumber}`,
  [],
);
export const completeUploadCall = write(
  'completeUpload',
  'POST',
  `${COMMON}/oss/multipart/{uploadId}/complete`,
  [],
);
