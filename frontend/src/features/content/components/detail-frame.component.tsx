import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { articleData } from '../../../lib/ssr/structured-data';
import type { ItemFacts } from '../api/content-items';
import { contentMessages } from '../content.messages';
import type { ContentSection } from '../content-sections';
import { useSectionText } from '../hooks/use-section-text.hook';
import { collectionPath, tagPath } from '../lib/list-filters';
import { BackToList } from './back-to-list.component';
import { ItemMeta } from './item-meta.component';

interface DetailFrameProps {
  readonly section: ContentSection;
  readonly item: ItemFacts;
  /** The picture under the heading (a player, if any, follows it). */
  readonly imageUrl?: string | undefined;
  /** The body: rich text, a player. */
  readonly children: ReactNode;
}

/** An item's page around its body: title, meta, summary, picture, then tags and the way to its collection. */
export function DetailFrame({ section, item, imageUrl, children }: DetailFrameProps) {
  const t = useMessages(contentMessages);
  const { lead, nouns } = useSectionText(section.id);
  const { title, summary, tags = [], collection_id: collectionId } = item;
  const titleId = `item-title-${item.id}`;
  const inCollection = section.collections && collectionId ? collectionPath(section.path, collectionId) : undefined;
  const { language } = useLanguage();
  const description = summary || lead;
  const structured = articleData({ kind: section.family === 'blog' ? 'BlogPosting' : 'Article', headline: title, description, image: imageUrl, published: item.published_at ?? item.created_at, language });

  return (
    <div className="content-detail">
      <PageMeta title={`${title} · Nakshatra`} description={description} type="article" image={imageUrl} jsonLd={structured} />
      <BackToList to={section.path} label={t.allOf(nouns)} />
      <article className="content-detail__article" aria-labelledby={titleId}>
        <header className="content-detail__header">
          <h1 id={titleId}>{title}</h1>
          <p className="content-detail__meta">
            <ItemMeta item={item} section={section} />
          </p>
          {summary ? <p className="content-detail__summary">{summary}</p> : null}
        </header>
        {imageUrl ? <img className="content-detail__media" src={imageUrl} alt={title} width={1200} height={675} decoding="async" /> : null}
        {children}
        {tags.length > 0 || inCollection ? (
          <footer className="content-detail__footer">
            {tags.length > 0 ? (
              <ul className="content-detail__tags" aria-label={t.tags}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <AppLink className="content-tag" to={tagPath(section.path, tag)}>
                      #{tag}
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : null}
            {inCollection ? (
              <p className="content-detail__collection">
                <AppLink to={inCollection}>{t.moreFromCollection}</AppLink>
              </p>
            ) : null}
          </footer>
        ) : null}
      </article>
    </div>
  );
}
