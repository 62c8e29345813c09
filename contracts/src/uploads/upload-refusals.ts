import { defineRefusals, plural } from '../refusals/refusal.js';

/**
 * Refusals of the image upload (docs/refusals.md). Spec §8 hands callers `{error_status,
 * error_msge}`; the SPA words them from these codes instead of the English.
 */
export const uploadRefusals = defineRefusals({
  'upload.not_multipart': { status: 400, en: () => 'The upload must be sent as multipart/form-data with one image file' },
  'upload.unreadable': { status: 400, en: () => 'The multipart body could not be read' },
  'upload.one_file': { status: 400, en: () => 'Send exactly one image file' },
  'upload.not_image': { status: 400, en: () => 'The image must be a JPEG, PNG or WebP file' },
  'upload.too_large': { status: 413, en: ({ megabytes }: { megabytes: number }) => `The image must be at most ${megabytes} MB` },
  'upload.too_many': { status: 429, en: ({ minutes }: { minutes: number }) => `Too many uploads. Please try again in ${plural(minutes, 'minute')}.` },
  /** A private image that is not there, or not the caller's to see: the same answer, so its name tells nothing. */
  'upload.not_found': { status: 404, en: () => 'No such image' },
});
