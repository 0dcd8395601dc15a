import { callRead } from '../calls';
import { getSystemVersionCall } from '../contract/calls/system';

/* The system's version. */

/** GET /version/system. */
export const getSystemVersion = callRead(getSystemVersionCall, () => ({}));
export const systemVersionQueryOptions = getSystemVersion.queryOptions;
