/** Card-shaped placeholders while a list loads, so the layout does not jump when it arrives. */
export function CardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" className="card-grid-skeleton">
      <span className="visually-hidden">{label}</span>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card-grid-skeleton__card">
            <span className="card-grid-skeleton__media" />
            <span className="skeleton-line" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
