import { z } from 'zod';

/** upload_image: where the stored image is served (`/uploads/<sha256 prefix>.<ext>`). */
export const uploadedImageView = z.strictObject({ url: z.string().regex(/^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/) });
