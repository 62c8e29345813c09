import { isUuid, perContentFamily, type ContentFamilyName } from '@nakshatra/contracts';
import { refuse, routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { CreateContentItem } from './commands/create-content-item/create-content-item.command.js';
import { DeleteContentItem } from './commands/delete-content-item/delete-content-item.command.js';
import { UpdateContentItem } from './commands/update-content-item/update-content-item.command.js';

/** Writes address items by id; anything else cannot name an item. */
function itemId(family: ContentFamilyName, id: string): string {
  if (!isUuid(id)) throw refuse('content.not_found', { family });
  return id.toLowerCase();
}

/** create_X, update_X/{id}, delete_X/{id} of every family in the content-family catalogue. */
export function contentCommandRoutes(commandBus: CommandBus) {
  const metadata = (call: RouteCall<`${'create' | 'update' | 'delete'}_${ContentFamilyName}`>) => commandMetadata(call.actor, call.correlationId);
  return routeHandlers({
    ...perContentFamily('create_', (family) => async (call: RouteCall<`create_${ContentFamilyName}`>) => {
      const { id, slug, position } = await commandBus.execute(new CreateContentItem(family, call.body, metadata(call)));
      return { status: 201, data: { id, slug }, position };
    }),
    ...perContentFamily('update_', (family) => async (call: RouteCall<`update_${ContentFamilyName}`>) => {
      const { id, position } = await commandBus.execute(new UpdateContentItem(family, itemId(family, call.params.id), call.body, metadata(call)));
      return { data: { id }, position };
    }),
    ...perContentFamily('delete_', (family) => async (call: RouteCall<`delete_${ContentFamilyName}`>) => {
      const { id, position } = await commandBus.execute(new DeleteContentItem(family, itemId(family, call.params.id), metadata(call)));
      return { data: { id }, position };
    }),
  });
}
