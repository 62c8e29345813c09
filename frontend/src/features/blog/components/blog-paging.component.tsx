import { Link } from 'react-router-dom';
import { blogListSearch, type BlogFilters } from '../lib/blog-filters';

/** Previous and next pages, keeping the filters; nothing when everything fits on one page. */
export function BlogPaging({ filters, pages }: { filters: BlogFilters; pages: number }) {
  if (pages <= 1) return null;
  const { page } = filters;
  const to = (target: number) => ({ search: blogListSearch({ ...filters, page: target }) });
  return (
    <nav className="blog-paging" aria-label="Blog pages">
      {page > 1 ? (
        <Link className="button button--secondary" rel="prev" to={to(page - 1)}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="blog-paging__where">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="button button--secondary" rel="next" to={to(page + 1)}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
