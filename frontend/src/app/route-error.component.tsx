/**
 * Shown when a page fails to render or its chunk fails to download (typically after a deploy
 * replaced the chunk the old page referenced); a reload fetches the current build.
 */
export function RouteError() {
  return (
    <main id="main" className="page page--centered">
      <title>Something went wrong · Nakshatra</title>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
