import { LoadFailed } from '../../../components/load-failed.component';
import { useMessages } from '../../../lib/i18n/messages';
import { collectionText, contentMessages } from '../content.messages';
import type { CollectionFamily, ContentSection } from '../content-sections';
import { useCollections } from '../hooks/use-content-list.hook';
import { collectionPath } from '../lib/list-filters';
import { ContentCard } from './content-card.component';

/** The collections that group a section's items (story collections), above its list; nothing while there are none. */
export function CollectionsShelf({ section, family }: { section: ContentSection; family: CollectionFamily }) {
  const t = useMessages(contentMessages);
  const { one, many } = useMessages(collectionText);
  const [list, retry] = useCollections(family);

  if (list.state === 'loading') return null;
  if (list.state === 'failed') return <LoadFailed text={t.listFailed({ one, many })} onRetry={retry} />;
  if (list.answer.data.length === 0) return null;
  return (
    <section className="collections-shelf" aria-labelledby="collections-shelf-heading">
      <h2 id="collections-shelf-heading">{t.collections}</h2>
      <ul className="collections-shelf__list">
        {list.answer.data.map(({ id, slug, title, summary, image_url: imageUrl }) => (
          <ContentCard key={id} to={collectionPath(section.path, slug || id)} title={title} summary={summary} imageUrl={imageUrl} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
