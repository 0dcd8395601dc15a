import { COMMON, read } from '../call';

/** The contract's system calls (see contract/calls.ts). */
export const getSystemVersionCall = read('getSystemVersion', `${COMMON}/version/system`, ['system']);
