import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { ItemFacts } from '../api/content-items';
import { contentMessages } from '../content.messages';
import type { ContentSection } from '../content-sections';
import { categoryPath } from '../lib/list-filters';
import { ItemDate } from './item-date.component';

/**
 * An item's category (a link to its list when the section filters by category), its deity
 * (aarti) and its day: the day it falls on (vrat, festivals), else when it came out.
 */
export function ItemMeta({ item, section }: { item: ItemFacts; section: ContentSection }) {
  const t = useMessages(contentMessages);
  const { category, deity, date } = item;
  return (
    <>
      {category && section.taxonomy ? (
        <AppLink className="content-category" to={categoryPath(section.path, category)}>
          {category}
        </AppLink>
      ) : null}
      {deity ? (
        <span className="content-meta__deity">
          {t.deity}: {deity}
        </span>
      ) : null}
      <ItemDate iso={date ?? item.published_at ?? item.created_at} />
    </>
  );
}
