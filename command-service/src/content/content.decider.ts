import {
  contentEventType,
  type ContentCreatedData,
  type ContentDeletedData,
  type ContentFamilyName,
  type ContentUpdatedData,
} from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider, DomainEvent } from '../shared/decider.js';

/** One content item (a testimonial, a blog post, ...): created, changed, soft-deleted. */
export type ContentState =
  | { readonly kind: 'absent' }
  | { readonly kind: 'live'; readonly fields: Readonly<Record<string, unknown>> }
  | { readonly kind: 'deleted' };

export type ContentCommand =
  /** `fields.slug` is already reserved for the item (content-slugs.ts). */
  | { readonly type: 'CreateContentItem'; readonly family: ContentFamilyName; readonly id: string; readonly fields: Record<string, unknown> & { readonly slug: string } }
  | { readonly type: 'UpdateContentItem'; readonly family: ContentFamilyName; readonly id: string; readonly changes: Record<string, unknown> }
  | { readonly type: 'DeleteContentItem'; readonly family: ContentFamilyName; readonly id: string };

export type ContentEvent =
  | DomainEvent<string, ContentCreatedData>
  | DomainEvent<string, ContentUpdatedData>
  | DomainEvent<string, ContentDeletedData>;

const isChange = (event: ContentEvent, change: 'Created' | 'Updated' | 'Deleted'): boolean => event.type.endsWith(change);

const missing = (family: ContentFamilyName) => refuse('content.not_found', { family });

export const contentDecider: Decider<ContentState, ContentCommand, ContentEvent> = {
  initialState: () => ({ kind: 'absent' }),

  evolve(state, event) {
    if (isChange(event, 'Created')) return { kind: 'live', fields: (event.data as ContentCreatedData).fields };
    if (isChange(event, 'Updated') && state.kind === 'live') return { kind: 'live', fields: { ...state.fields, ...(event.data as ContentUpdatedData).changes } };
    if (isChange(event, 'Deleted')) return { kind: 'deleted' };
    return state;
  },

  decide(command, state) {
    const { family, id } = command;
    switch (command.type) {
      case 'CreateContentItem': {
        if (state.kind !== 'absent') throw refuse('content.already_exists', { family, id });
        return [{ type: contentEventType(family, 'Created'), data: { id, family, fields: command.fields } }];
      }
      case 'UpdateContentItem': {
        if (state.kind !== 'live') throw missing(family);
        const changes = Object.fromEntries(Object.entries(command.changes).filter(([key, value]) => !sameValue(state.fields[key], value)));
        if (Object.keys(changes).length === 0) return [];
        return [{ type: contentEventType(family, 'Updated'), data: { id, family, changes } }];
      }
      case 'DeleteContentItem':
        if (state.kind !== 'live') throw missing(family);
        return [{ type: contentEventType(family, 'Deleted'), data: { id, family } }];
      default: {
        const unknownCommand: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknownCommand)}`);
      }
    }
  },
};

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
