import { COMMON, call } from '../call';

/** The contract's system calls (see contract/calls.ts). */
export const getSystemVersionCall = call({
  name: 'getSystemVersion',
  method: 'GET',
  path: `${COMMON}/version/system`,
  reads: ['system'],
});
