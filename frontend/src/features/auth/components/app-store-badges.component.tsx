import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { appStoreUrls, GET_THE_APP_SECTION_ID, type AppStore } from '../../../config/app-links';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';

/** Spec §2 has the badges link to the home page: its get-the-app section, for a store with no published app yet. */
const GET_THE_APP = { pathname: '/', hash: GET_THE_APP_SECTION_ID };

/** A badge leads to the store's app page where there is one, else to the home page's get-the-app section (closing the popup). */
function StoreBadge({ store, onNavigate, children }: { store: AppStore; onNavigate: () => void; children: ReactNode }) {
  const url = appStoreUrls[store];
  if (url) {
    return (
      <a href={url} className="store-badge" target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <AppLink to={GET_THE_APP} className="store-badge" onClick={onNavigate}>
      {children}
    </AppLink>
  );
}

/** The popup footer (spec §2): a download-the-app heading and the store badges. */
export function AppStoreBadges({ onNavigate }: { onNavigate: () => void }) {
  const t = useMessages(authMessages);
  return (
    <footer className="app-badges">
      <h3 className="app-badges__title">{t.downloadApp}</h3>
      <div className="app-badges__list">
        <StoreBadge store="google-play" onNavigate={onNavigate}>
          <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 2.5v19l10-9.5z" fill="#34a853" />
            <path d="M4 2.5l13.5 7.3L14 12z" fill="#4285f4" />
            <path d="M4 21.5l13.5-7.3L14 12z" fill="#ea4335" />
            <path d="M17.5 9.8L21 12l-3.5 2.2L14 12z" fill="#fbbc04" />
          </svg>
          <span className="store-badge__text">
            <small>{t.getItOn}</small> Google Play
          </span>
        </StoreBadge>
        <StoreBadge store="app-store" onNavigate={onNavigate}>
          <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="#1c8cf2" />
            <path d="M8 17l4-10 4 10M9.5 13.5h5" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
          </svg>
          <span className="store-badge__text">
            <small>{t.downloadOnThe}</small> App Store
          </span>
        </StoreBadge>
      </div>
      <p className="app-badges__soon">{t.inBrowserToo}</p>
    </footer>
  );
}
