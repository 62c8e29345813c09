import { defineRefusals } from '../refusals/refusal.js';
import { contentFamilyLabel } from './content-family-labels.js';

/** Refusals of the content calls (docs/refusals.md); `family` is the content family's name (`blog`). */
export const contentRefusals = defineRefusals({
  'content.not_found': { status: 404, en: ({ family }: { family: string }) => `${contentFamilyLabel(family)} not found` },
  /** A history asked for by something that cannot be an item's id. */
  'content.no_such_item': { status: 404, en: () => 'No such content item' },
  'content.already_exists': { status: 409, en: ({ family, id }: { family: string; id: string }) => `${contentFamilyLabel(family)} ${id} already exists` },
  'content.slug_taken': {
    status: 409,
    en: ({ family, slug }: { family: string; slug: string }) => `Another ${contentFamilyLabel(family).toLowerCase()} already uses the slug "${slug}"`,
  },
});
