import { contentStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { contentDecider } from '../../content.decider.js';
import { DeleteContentItem } from './delete-content-item.command.js';

@CommandHandler(DeleteContentItem)
export class DeleteContentItemHandler implements ICommandHandler<DeleteContentItem> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ family, id, meta }: DeleteContentItem) {
    const { position } = await runCommand(this.store, contentStreamName(family, id), contentDecider, { type: 'DeleteContentItem', family, id }, meta);
    return { id, position };
  }
}
