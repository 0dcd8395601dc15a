import { COMMON, call } from '../call';

/** The contract's update-file call (the language pack and font the app loads at start) (see contract/calls.ts). */ export const getLatestUpdateFileCall =
  call({
    name: 'getLatestUpdateFile',
    method: 'GET',
    path: `${COMMON}/updatefile/latest`,
    reads: ['system'],
  });
