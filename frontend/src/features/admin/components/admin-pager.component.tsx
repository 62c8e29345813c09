import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';

/** How many pages a paged answer's meta makes (1 without one). */
export const pagesOf = (meta: { total: number; limit: number } | undefined): number => (meta ? Math.max(1, Math.ceil(meta.total / meta.limit)) : 1);

/** Previous and next page buttons of a back-office list; nothing when it fits on one page. */
export function AdminPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useMessages(adminMessages);
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t.pages}>
      <button type="button" className="admin-button admin-button--quiet" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previousPage}
      </button>
      <span>{t.pageOf(page, pages)}</span>
      <button type="button" className="admin-button admin-button--quiet" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.nextPage}
      </button>
    </nav>
  );
}
