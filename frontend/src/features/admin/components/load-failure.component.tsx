/** A load that failed for another reason than access (which the shell handles), with a way to try again. */
export function LoadFailure({ what, errorStatus, message, onRetry }: { what: string; errorStatus: number; message?: string | undefined; onRetry: () => void }) {
  return (
    <div className="admin-alert" role="alert">
      <p>
        {what} could not be loaded{errorStatus ? ` (error ${errorStatus})` : ''}.{message ? ` ${message}` : ''}
      </p>
      <button type="button" className="admin-button admin-button--quiet" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Screen readers hear that something is loading; sighted users see a short line. */
export function Loading({ what }: { what: string }) {
  return (
    <p className="admin-loading" role="status">
      Loading {what}…
    </p>
  );
}
