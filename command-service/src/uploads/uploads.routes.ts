import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { StoreImage } from './commands/store-image/store-image.command.js';
import { readSingleFile } from './multipart-file.js';

/** POST /upload/upload-image (anyone logged in): answers spec §8's `{status: 200, url}`, the URL in `data` too. */
export function uploadsRoutes(commandBus: CommandBus) {
  return routeHandlers({
    upload_image: async (call) => {
      const file = await readSingleFile(call.headers, call.rawBody, UPLOAD_MAX_BYTES);
      if (file.truncated) throw refuse('upload.too_large', { megabytes: UPLOAD_MAX_MEGABYTES });
      const { url, position } = await commandBus.execute(new StoreImage(file.bytes, commandMetadata(call.actor, call.correlationId)));
      return { data: { url }, fields: { url }, position };
    },
  });
}
