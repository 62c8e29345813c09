import { z } from 'zod';
import { one } from '../routes/response-schemas.js';
import { getOne, route } from '../routes/route-builders.js';
import { UPLOAD_MAX_BYTES } from '../routes/upload-limits.js';
import { privateImageView, uploadedImageView } from './upload-views.js';

const uploadRefusals = ['upload.not_multipart', 'upload.unreadable', 'upload.one_file', 'upload.not_image', 'upload.too_large', 'upload.too_many'] as const;

/**
 * Image uploads (spec §7 "Image upload"), open to any logged-in user: applicants upload their photo
 * and ID document before they are astrologers (docs/astrologers.md). Photos are public; ID documents
 * and support screenshots are private (docs/uploads.md).
 */
export const uploadCatalogue = [
  route('upload', 'upload_image', 'POST', '/upload/upload-image', 'command', 'customer', 'Upload an image anyone may see (multipart/form-data, one JPEG, PNG or WebP file of at most 5 MB; 30 an hour except for admins)', {
    maxBodyBytes: UPLOAD_MAX_BYTES + 64 * 1024,
    bodyFormat: 'multipart',
    // Spec §8: the URL beside `data` too ({status, url}).
    response: { ...one(uploadedImageView), fields: uploadedImageView },
    refusals: uploadRefusals,
  }),
  route('upload', 'upload_private_image', 'POST', '/upload/upload-private-image', 'command', 'customer', 'Upload an ID document or a support screenshot, served only through get_private_image (as upload_image; the same hourly allowance)', {
    maxBodyBytes: UPLOAD_MAX_BYTES + 64 * 1024,
    bodyFormat: 'multipart',
    response: { ...one(privateImageView), fields: privateImageView },
    refusals: uploadRefusals,
  }),
  getOne('upload', 'get_private_image', 'customer', 'A private image itself (the bytes, not JSON): to the one who uploaded it, admins, and the opener of a support ticket it was sent in', {
    // Never the JSON envelope: the answer is always the image.
    response: { data: z.never(), download: true },
    refusals: ['upload.not_found'],
  }),
] as const;
