const PLACEHOLDERS = 3;

/** Card-shaped placeholders while the first page loads, so the layout does not jump when it arrives. */
export function TestimonialsSkeleton() {
  return (
    <div role="status" className="testimonials__skeleton">
      <span className="visually-hidden">Loading testimonials…</span>
      <ul className="testimonials__list" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="testimonial-card testimonial-card--placeholder">
            <span className="skeleton-line skeleton-line--short" />
            <span className="skeleton-line" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
