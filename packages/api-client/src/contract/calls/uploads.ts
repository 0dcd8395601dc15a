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
