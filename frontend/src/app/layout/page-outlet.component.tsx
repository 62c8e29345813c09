import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AdoptEarlyInput } from '../../lib/ssr/adopt-early-input.component';

/** The page itself, in the main landmark; its chunk may still be downloading. What was typed before it hydrated is kept (AdoptEarlyInput). */
export function PageOutlet() {
  return (
    <main id="main" className="page" tabIndex={-1}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <AdoptEarlyInput />
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
