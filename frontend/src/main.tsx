import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredLanguage } from './lib/i18n/language-preference';
import { holdEarlyClicks } from './lib/ssr/early-clicks';
import { handedData } from './lib/ssr/handed-data';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyStoredLanguage();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page the server rendered (docs/server-rendering.md) is hydrated: its markup stays, and the data it was rendered with comes along.
// A button clicked before the page has hydrated is clicked again once it has (early-clicks.ts).
if (handedData()) {
  holdEarlyClicks(document);
  hydrateRoot(root, app);
} else createRoot(root).render(app);
