import { AppLink } from '../../../components/app-link.component';
import { GET_THE_APP_SECTION_ID } from '../../../config/app-links';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';

/** Spec §2 has the badges link to the home page; there is no app yet, so they lead to its section that says so. */
const GET_THE_APP = { pathname: '/', hash: GET_THE_APP_SECTION_ID };

/**
 * The popup footer (spec §2): a download-the-app heading and store badges, and a line saying the
 * apps are coming. A badge closes the popup as it leads to the home page's get-the-app section.
 */
export function AppStoreBadges({ onNavigate }: { onNavigate: () => void }) {
  const t = useMessages(authMessages);
  return (
    <footer className="app-badges">
      <h3 className="app-badges__title">{t.downloadApp}</h3>
      <div className="app-badges__list">
        <AppLink to={GET_THE_APP} className="store-badge" onClick={onNavigate}>
          <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 2.5v19l10-9.5z" fill="#34a853" />
            <path d="M4 2.5l13.5 7.3L14 12z" fill="#4285f4" />
            <path d="M4 21.5l13.5-7.3L14 12z" fill="#ea4335" />
            <path d="M17.5 9.8L21 12l-3.5 2.2L14 12z" fill="#fbbc04" />
          </svg>
          <span className="store-badge__text">
            <small>{t.getItOn}</small> Google Play
          </span>
        </AppLink>
        <AppLink to={GET_THE_APP} className="store-badge" onClick={onNavigate}>
          <svg className="store-badge__icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="#1c8cf2" />
            <path d="M8 17l4-10 4 10M9.5 13.5h5" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
          </svg>
          <span className="store-badge__text">
            <small>{t.downloadOnThe}</small> App Store
          </span>
        </AppLink>
      </div>
      <p className="app-badges__soon">{t.appsComingSoon}</p>
    </footer>
  );
}
