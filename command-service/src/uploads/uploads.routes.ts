import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES } from '@nakshatra/contracts';
import { refuse, routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import type { ImageVisibility } from './image-storage.js';
import { StoreImage } from './commands/store-image/store-image.command.js';
import { readSingleFile } from './multipart-file.js';

/**
 * POST /upload/upload-image and /upload/upload-private-image (anyone logged in): answer spec §8's
 * `{status: 200, url}`, the URL in `data` too.
 */
export function uploadsRoutes(commandBus: CommandBus) {
  const upload = async (call: RouteCall<'upload_image' | 'upload_private_image'>, visibility: ImageVisibility) => {
    const file = await readSingleFile(call.headers, call.rawBody, UPLOAD_MAX_BYTES);
    if (file.truncated) throw refuse('upload.too_large', { megabytes: UPLOAD_MAX_MEGABYTES });
    return commandBus.execute(new StoreImage(file.bytes, visibility, commandMetadata(call.actor, call.correlationId)));
  };
  return routeHandlers({
    upload_image: async (call) => {
      const { url, position } = await upload(call, 'public');
      return { data: { url }, fields: { url }, position };
    },
    upload_private_image: async (call) => {
      const { url, position } = await upload(call, 'private');
      return { data: { url }, fields: { url }, position };
    },
  });
}
