import { contentStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { contentDecider } from '../../content.decider.js';
import { UpdateContentItem } from './update-content-item.command.js';

@CommandHandler(UpdateContentItem)
export class UpdateContentItemHandler implements ICommandHandler<UpdateContentItem> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ family, id, changes, meta }: UpdateContentItem) {
    const { position } = await runCommand(this.store, contentStreamName(family, id), contentDecider, { type: 'UpdateContentItem', family, id, changes }, meta);
    return { id, position };
  }
}
