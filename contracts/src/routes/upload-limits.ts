/** Largest image an upload takes (issue #4), in the unit refusals name it in. */
export const UPLOAD_MAX_MEGABYTES = 5;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MEGABYTES * 1024 * 1024;
