import { contentStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { loadState, runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { releaseSlug, reserveSlug } from '../../content-slugs.js';
import { contentDecider } from '../../content.decider.js';
import { UpdateContentItem } from './update-content-item.command.js';

@CommandHandler(UpdateContentItem)
export class UpdateContentItemHandler implements ICommandHandler<UpdateContentItem> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** A new slug is taken before the item changes and the old one given up after, so the item always holds its slug. */
  async execute({ family, id, changes, meta }: UpdateContentItem) {
    const stream = contentStreamName(family, id);
    const newSlug = changes.slug;
    const before = newSlug === undefined ? undefined : await loadState(this.store, stream, contentDecider);
    const oldSlug = before?.kind === 'live' ? (before.fields.slug as string) : undefined;
    const slugChanges = newSlug !== undefined && oldSlug !== undefined && newSlug !== oldSlug;
    if (slugChanges) await reserveSlug(this.store, family, newSlug, id, meta);
    const { position } = await runCommand(this.store, stream, contentDecider, { type: 'UpdateContentItem', family, id, changes }, meta);
    if (slugChanges) await releaseSlug(this.store, family, oldSlug, id, meta);
    return { id, position };
  }
}
