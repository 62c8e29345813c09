/** The shape of an item's page while it loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="content-detail__skeleton">
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">
        <span className="skeleton-line skeleton-line--title" />
        <span className="skeleton-line skeleton-line--short" />
        <span className="content-detail__media content-detail__media--placeholder" />
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </span>
    </div>
  );
}
