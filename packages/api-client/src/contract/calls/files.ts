import { COMMON, read } from '../call';

/** The contract's update-file call (the language pack and font the app loads at start) (see contract/calls.ts). */
export const getLatestUpdateFileCall = read('getLatestUpdateFile', `${COMMON}/updatefile/latest`, ['system']);
