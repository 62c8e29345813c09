const PLACEHOLDERS = 6;

/** Card-shaped placeholders while a page loads, so the layout does not jump when it arrives. */
export function BlogListSkeleton() {
  return (
    <div role="status" className="blog-list__skeleton">
      <span className="visually-hidden">Loading blog posts…</span>
      <ul className="blog-list__grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="blog-card blog-card--placeholder">
            <span className="blog-card__media" />
            <span className="blog-card__content">
              <span className="skeleton-line" />
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
