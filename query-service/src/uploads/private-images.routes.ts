import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_IMAGE_NAME } from '@nakshatra/contracts';
import { etagMatches, refuse, routeHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { PrivateImagesRepository } from './private-images.repository.js';

/** Who may see an image is read from these; a read sent with the upload's or the message's position waits for them. */
const READ_MODELS = ['private_images', 'support_ticket_entries'] as const;

const CONTENT_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface PrivateImageDeps {
  readonly repository: PrivateImagesRepository;
  readonly awaitFresh: AwaitFresh;
  /** PRIVATE_UPLOADS_DIR, which the gateway never serves. */
  readonly directory: string;
}

/**
 * get_private_image/{name}: the image itself to those who may see it; anyone else, and a name that
 * is not there, get the same `upload.not_found`, so a name tells nothing about whose it is. A
 * browser may keep it but must ask each time (`private, no-cache`): after a logout on a shared
 * computer, or an erasure, the next person gets the refusal, not the copy. The name is the content's
 * hash, so the ETag is the name and a repeat view is a 304 once access is checked again.
 */
export function privateImageRoutes({ repository, awaitFresh, directory }: PrivateImageDeps) {
  return routeHandlers({
    get_private_image: async (call) => {
      const name = call.params.id;
      if (!PRIVATE_IMAGE_NAME.test(name)) throw refuse('upload.not_found');
      await awaitFresh(READ_MODELS, call.minPosition);
      if (!(await repository.maySee(name, call.actor))) throw refuse('upload.not_found');
      const contentType = CONTENT_TYPES[path.extname(name).slice(1)]!;
      const headers = { 'Cache-Control': 'private, no-cache', ETag: `"${name}"`, 'Content-Disposition': 'inline' };
      if (etagMatches(typeof call.headers['if-none-match'] === 'string' ? call.headers['if-none-match'] : undefined, headers.ETag)) return { status: 304, contentType, headers, body: '' };
      const body = await readFile(path.join(directory, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw refuse('upload.not_found');
        throw error;
      });
      return { contentType, headers, body };
    },
  });
}
