import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** The frame around every page; the header and footer of spec §2 join it with the login issue. */
export function AppLayout() {
  return (
    <main id="main" className="page">
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
