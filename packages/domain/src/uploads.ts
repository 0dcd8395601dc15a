/*
 * Upload constants of question-engine spec §7 and §9, read by the engine's uploader adapters and the api-client's
 * upload (which may not import the engine) and the server that accepts the parts.
 */

/** Part size of multipart uploads, in bytes (spec §7, §9): every part but the last is this long, none longer. */
export const UPLOAD_PART_SIZE = 256000;
/** Timeout of an upload request (each part), in milliseconds (spec §7, §9). */
export const UPLOAD_TIMEOUT_MS = 120000;
