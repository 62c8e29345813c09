import { z } from 'zod';

/** upload_image: where the stored image is served to anyone (`/uploads/<sha256 prefix>.<ext>`). */
export const UPLOADED_IMAGE_URL = /^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/;
export const uploadedImageView = z.strictObject({ url: z.string().regex(UPLOADED_IMAGE_URL) });

/**
 * upload_private_image: an ID document or a support screenshot, served only through
 * get_private_image to the one who uploaded it, admins, and the opener of a support ticket it was
 * sent in (docs/uploads.md).
 */
export const PRIVATE_IMAGE_PATH = '/api/get_private_image/';
export const PRIVATE_IMAGE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
export const PRIVATE_IMAGE_URL = /^\/api\/get_private_image\/[0-9a-f]{32}\.(jpg|png|webp)$/;
export const privateImageView = z.strictObject({ url: z.string().regex(PRIVATE_IMAGE_URL) });

/** A form's field holding what upload_private_image answered: never a public image or an address elsewhere. */
export const privateImageField = z.string().regex(PRIVATE_IMAGE_URL, 'field.private_image');

/** The stored file's name in a private image's URL (`<sha256 prefix>.<ext>`). */
export const privateImageNameOf = (url: string): string => url.slice(PRIVATE_IMAGE_PATH.length);

/** Each private image's uploads are one stream, named by the file: whoever sent those bytes is listed there. */
export const privateImageStreamName = (name: string): string => `private-image-${name.slice(0, 32)}`;
