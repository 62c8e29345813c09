import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredLanguage } from './lib/i18n/language-preference';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyStoredLanguage();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
