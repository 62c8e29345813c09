import { randomUUID } from 'node:crypto';
import { contentStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { reserveSlug, reserveSlugFromTitle } from '../../content-slugs.js';
import { contentDecider } from '../../content.decider.js';
import { CreateContentItem } from './create-content-item.command.js';

@CommandHandler(CreateContentItem)
export class CreateContentItemHandler implements ICommandHandler<CreateContentItem> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ family, fields, meta }: CreateContentItem) {
    const id = randomUUID();
    const chosen = fields.slug;
    const slug = chosen ?? (await reserveSlugFromTitle(this.store, family, fields.title, id, meta));
    if (chosen) await reserveSlug(this.store, family, chosen, id, meta);
    const { position } = await runCommand(this.store, contentStreamName(family, id), contentDecider, { type: 'CreateContentItem', family, id, fields: { ...fields, slug } }, meta);
    return { id, slug, position };
  }
}
