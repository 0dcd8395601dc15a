import { COMMON, call } from '../call';

/** The contract's upload calls (see contract/calls.ts). */
export const getOssAuthCall = call({
  name: 'getOssAuth',
  method: 'GET',
  path: `${COMMON}/oss/auth`,
});
export const uploadFileCall = call({
  name: 'uploadFile',
  method: 'POST',
  path: `${COMMON}/oss/upload`,
  changes: [],
});
/** Upload in parts (question-engine spec §7), modelled on object storage's multipart upload. */
export const initiateUploadCall = call({
  name: 'initiateUpload',
  method: 'POST',
  path: `${COMMON}/oss/multipart`,
  changes: [],
});
export const uploadPartCall = call({
  name: 'uploadPart',
  method: 'PUT',
  path: `${COMMON}/oss/multipart/{uploadId}/parts/{partNumber}`,
  changes: [],
});
export const completeUploadCall = call({
  name: 'completeUpload',
  method: 'POST',
  path: `${COMMON}/oss/multipart/{uploadId}/complete`,
  changes: [],
});
