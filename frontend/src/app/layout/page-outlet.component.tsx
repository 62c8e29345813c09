import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** The page itself, in the main landmark; its chunk may still be downloading. */
export function PageOutlet() {
  return (
    <main id="main" className="page" tabIndex={-1}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

function PageLoading() {
  return (
    <div role="status" className="page-loading">
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
