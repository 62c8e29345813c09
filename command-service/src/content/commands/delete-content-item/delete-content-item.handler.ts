import { contentStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { loadState, runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { releaseSlug } from '../../content-slugs.js';
import { contentDecider } from '../../content.decider.js';
import { DeleteContentItem } from './delete-content-item.command.js';

@CommandHandler(DeleteContentItem)
export class DeleteContentItemHandler implements ICommandHandler<DeleteContentItem> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The slug is given up after the delete, so a new item may take it. */
  async execute({ family, id, meta }: DeleteContentItem) {
    const stream = contentStreamName(family, id);
    const before = await loadState(this.store, stream, contentDecider);
    const { position } = await runCommand(this.store, stream, contentDecider, { type: 'DeleteContentItem', family, id }, meta);
    if (before.kind === 'live') await releaseSlug(this.store, family, before.fields.slug as string, id, meta);
    return { id, position };
  }
}
