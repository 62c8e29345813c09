import type { To } from 'react-router-dom';
import { useMessages } from '../lib/i18n/messages';
import { AppLink } from './app-link.component';
import { commonMessages } from './common.messages';

interface PagingProps {
  readonly page: number;
  readonly pages: number;
  /** Where page `n` is: usually the same address with another ?page=. */
  readonly linkTo: (page: number) => To;
  /** The accessible name of the paging navigation, e.g. "Blog pages". */
  readonly label?: string;
}

/** Previous and next pages as links (so they can be bookmarked and opened in a new tab); nothing when all fits on one page. */
export function Paging({ page, pages, linkTo, label }: PagingProps) {
  const t = useMessages(commonMessages);
  if (pages <= 1) return null;
  return (
    <nav className="paging" aria-label={label ?? t.pages}>
      {page > 1 ? (
        <AppLink className="button button--secondary" rel="prev" to={linkTo(page - 1)}>
          {t.previous}
        </AppLink>
      ) : (
        <span />
      )}
      <span className="paging__where">{t.pageOf(page, pages)}</span>
      {page < pages ? (
        <AppLink className="button button--secondary" rel="next" to={linkTo(page + 1)}>
          {t.next}
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
