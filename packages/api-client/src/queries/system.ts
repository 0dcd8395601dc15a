import { callApi, callQueryOptions } from '../calls';
import { getSystemVersionCall } from '../contract/calls/system';

/* The system's version. */

/** GET /version/system. */
export const getSystemVersion = () => callApi(getSystemVersionCall, {});

export const systemVersionQueryOptions = () => callQueryOptions(getSystemVersionCall, {});
