import { UPLOAD_MAX_BYTES } from '@nakshatra/contracts';
import { HttpError, type RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { StoreImage } from './commands/store-image/store-image.command.js';
import { readSingleFile } from './multipart-file.js';

/** POST /upload/upload-image (anyone logged in): answers `{status:200, url}`. */
export function uploadsRoutes(commandBus: CommandBus): RouteHandlers {
  return {
    upload_image: async (call) => {
      const file = await readSingleFile(call.headers, call.rawBody, UPLOAD_MAX_BYTES);
      if (file.truncated) throw new HttpError(413, 'The image must be at most 5 MB');
      const { url, position } = await commandBus.execute(new StoreImage(file.bytes, commandMetadata(call.actor, call.correlationId)));
      return { data: { url }, fields: { url }, position };
    },
  };
}
