import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredLanguage } from './lib/i18n/language-preference';
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
if (handedData()) hydrateRoot(root, app);
else createRoot(root).render(app);
