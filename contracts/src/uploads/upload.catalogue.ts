import { one } from '../routes/response-schemas.js';
import { route } from '../routes/route-builders.js';
import { UPLOAD_MAX_BYTES } from '../routes/upload-limits.js';
import { uploadedImageView } from './upload-views.js';

/** Image uploads (spec §7 "Image upload"), open to any logged-in user: applicants upload their photo and ID document before they are astrologers (docs/astrologers.md). */
export const uploadCatalogue = [
  route('upload', 'upload_image', 'POST', '/upload/upload-image', 'command', 'customer', 'Upload an image (multipart/form-data, one JPEG, PNG or WebP file of at most 5 MB; 30 an hour except for admins)', {
    maxBodyBytes: UPLOAD_MAX_BYTES + 64 * 1024,
    bodyFormat: 'multipart',
    // Spec §8: the URL beside `data` too ({status, url}).
    response: { ...one(uploadedImageView), fields: uploadedImageView },
    refusals: ['upload.not_multipart', 'upload.unreadable', 'upload.one_file', 'upload.not_image', 'upload.too_large', 'upload.too_many'],
  }),
] as const;
