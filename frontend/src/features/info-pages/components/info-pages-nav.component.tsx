import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import { infoPageMessages } from '../info-pages.messages';
import { INFO_PAGE_SLUGS, type InfoPageSlug } from '../lib/info-page-slugs';

/** The other site pages, beside (wide screens) or under (phones) the one being read. */
export function InfoPagesNav({ current }: { current: InfoPageSlug }) {
  const t = useMessages(infoPageMessages);
  return (
    <nav className="info-pages-nav" aria-labelledby="info-pages-nav-title">
      <h2 id="info-pages-nav-title" className="info-pages-nav__title">
        {t.moreInformation}
      </h2>
      <ul className="info-pages-nav__list">
        {INFO_PAGE_SLUGS.map((slug) => (
          <li key={slug}>
            <AppLink className="info-pages-nav__link" to={`/${slug}`} aria-current={slug === current ? 'page' : undefined}>
              {t.pageName(slug)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
