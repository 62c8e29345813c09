/** Largest image an upload takes (issue #4). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
