import { AppLink } from '../../components/app-link.component';
import { useMessages } from '../../lib/i18n/messages';
import { layoutMessages } from './layout.messages';
import type { ConsultLink } from './nav-items';

/**
 * A header consult button (spec §2): on phones a compact icon with its verb under it, so the whole
 * header fits one row; from 576 px icon and verb side by side, from 858 px the full label. The full
 * label is always the accessible name.
 */
export function ConsultButton({ link }: { link: ConsultLink }) {
  const t = useMessages(layoutMessages);
  return (
    <AppLink to={link.to} className="button button--small button--accent header-cta">
      <svg className="header-cta__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={ICONS[link.icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="header-cta__short" aria-hidden="true">
        {t[link.verb]}
      </span>
      <span className="header-cta__more">{t[link.label]}</span>
    </AppLink>
  );
}

const ICONS: Record<ConsultLink['icon'], string> = {
  // A speech bubble with a tail.
  chat: 'M4 5h16v11H9l-5 4z',
  // A handset.
  talk: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
};
