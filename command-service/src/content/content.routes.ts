import { contentFamilies, contentFamilyNames, isUuid, type ContentFamilyName } from '@nakshatra/contracts';
import { notFound, type RouteCall, type RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { CreateContentItem } from './commands/create-content-item/create-content-item.command.js';
import { DeleteContentItem } from './commands/delete-content-item/delete-content-item.command.js';
import { UpdateContentItem } from './commands/update-content-item/update-content-item.command.js';

/** Writes address items by id; anything else cannot name an item. */
function itemId(family: ContentFamilyName, call: RouteCall): string {
  const id = call.params.id ?? '';
  if (!isUuid(id)) throw notFound(`${contentFamilies[family].label} not found`);
  return id.toLowerCase();
}

/** create_X, update_X/{id}, delete_X/{id} of every family in the content-family catalogue. */
export function contentCommandRoutes(commandBus: CommandBus): RouteHandlers {
  return Object.fromEntries(
    contentFamilyNames.flatMap((family) => [
      [
        `create_${family}`,
        async (call: RouteCall) => {
          const { id, slug, position } = await commandBus.execute(
            new CreateContentItem(family, call.body as Record<string, unknown>, commandMetadata(call.actor, call.correlationId)),
          );
          return { status: 201, data: { id, slug }, position };
        },
      ],
      [
        `update_${family}`,
        async (call: RouteCall) => {
          const { id, position } = await commandBus.execute(
            new UpdateContentItem(family, itemId(family, call), call.body as Record<string, unknown>, commandMetadata(call.actor, call.correlationId)),
          );
          return { data: { id }, position };
        },
      ],
      [
        `delete_${family}`,
        async (call: RouteCall) => {
          const { id, position } = await commandBus.execute(new DeleteContentItem(family, itemId(family, call), commandMetadata(call.actor, call.correlationId)));
          return { data: { id }, position };
        },
      ],
    ]),
  );
}
