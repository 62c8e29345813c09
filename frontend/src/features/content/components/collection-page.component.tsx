import { useRef } from 'react';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import { isArticle, type CollectionItem } from '../api/content-items';
import { collectionText, contentMessages } from '../content.messages';
import type { CollectionFamily, ContentSection } from '../content-sections';
import { useCollection } from '../hooks/use-content-item.hook';
import { useContentList } from '../hooks/use-content-list.hook';
import { useListFilters } from '../hooks/use-list-filters.hook';
import { useSectionText } from '../hooks/use-section-text.hook';
import { SEARCH_ONLY } from '../lib/list-filters';
import { BackToList } from './back-to-list.component';
import { DetailSkeleton } from './detail-skeleton.component';
import { SearchableList } from './searchable-list.component';
import { ArticleCard } from './section-card.component';
import '../content.css';

/** A collection of a section (`/stories/collection/:slug`): its name and summary over a page of its items, in the collection's order. */
export function CollectionPage({ section, family, slug }: { section: ContentSection; family: CollectionFamily; slug: string }) {
  const t = useMessages(contentMessages);
  const { label, lead, nouns } = useSectionText(section.id);
  const { one, many } = useMessages(collectionText);
  const [collection, retry] = useCollection(family, slug);

  if (collection.state === 'loaded') return <CollectionView section={section} collection={collection.answer.data} />;
  if (collection.state === 'failed' && collection.errorStatus === 404) {
    const heading = t.notFound({ one, many });
    return <NotFound heading={heading} text={t.notFoundText({ one, many })} back={{ to: section.path, label: t.backToAll(nouns) }} documentTitle={`${heading} · Nakshatra`} />;
  }
  return (
    <div className="content-detail">
      <PageMeta title={`${label} · Nakshatra`} description={lead} />
      <BackToList to={section.path} label={t.allOf(nouns)} />
      {collection.state === 'failed' ? <LoadFailed text={t.itemFailed({ one, many })} onRetry={retry} /> : <DetailSkeleton label={t.loadingItem({ one, many })} />}
    </div>
  );
}

function CollectionView({ section, collection }: { section: ContentSection; collection: CollectionItem }) {
  const t = useMessages(contentMessages);
  const { nouns } = useSectionText(section.id);
  const { lead } = useMessages(collectionText);
  const heading = useRef<HTMLHeadingElement>(null);
  const [filters, show] = useListFilters(SEARCH_ONLY);
  const [list, retry] = useContentList({ family: section.family, sort: 'sort_order', filters, collectionId: collection.id });

  return (
    <div className="content-list">
      <PageMeta title={`${collection.title} · Nakshatra`} description={collection.summary || lead} />
      <BackToList to={section.path} label={t.allOf(nouns)} />
      <header className="content-list__header">
        <h1 className="content-list__title" ref={heading} tabIndex={-1}>
          {collection.title}
        </h1>
        {collection.summary ? <p className="content-list__lead">{collection.summary}</p> : null}
      </header>
      <SearchableList
        filters={filters}
        show={show}
        heading={heading}
        list={list}
        retry={retry}
        nouns={nouns}
        renderItem={(item) => (isArticle(item) ? <ArticleCard article={item} section={section} /> : null)}
      />
    </div>
  );
}
