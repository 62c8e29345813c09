import { contentFamilyNames, isUnnamed } from '@nakshatra/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/spinner.component';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { logOut } from '../../../lib/log-out';
import { useUserSessionAtLoad } from '../../../lib/user-session';
import { LanguageSelect } from '../../language';
import { adminMessages } from '../admin.messages';
import { adminLiveMessages } from '../admin-live.messages';
import { adminOrdersMessages } from '../admin-orders.messages';
import { adminSupportMessages } from '../admin-support.messages';
import { userMessages } from '../admin-users.messages';
import { AdminAccessContext, type AdminAccess } from '../hooks/admin-access.context';
import {
  ADMIN_ASTROLOGERS_PATH,
  ADMIN_LIVE_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_ORDERS_PATH,
  ADMIN_POOJA_BOOKINGS_PATH,
  ADMIN_REFUNDS_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  ADMIN_SUPPORT_PATH,
  ADMIN_TRANSACTIONS_PATH,
  ADMIN_TURNOVER_PATH,
  ADMIN_USERS_PATH,
  ADMIN_WALLETS_PATH,
} from '../lib/admin-paths';
import { familyPlural } from '../lib/family-names';

/** The wallet pages (docs/wallet.md), first in the menu after the dashboard. */
const MONEY_PAGES = [
  [ADMIN_TRANSACTIONS_PATH, 'transactions'],
  [ADMIN_WALLETS_PATH, 'wallets'],
  [ADMIN_REFUNDS_PATH, 'refunds'],
  [ADMIN_TURNOVER_PATH, 'turnover'],
] as const;

/**
 * The back office's frame: only for a userDetails cookie with the admin role (the server checks
 * the real session on every call). Families in a sidebar on desktop, behind a Menu button on phones;
 * the site's language selector in the bar (the choice is the site's, kept in local storage).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useMessages(adminMessages);
  const u = useMessages(userMessages);
  const live = useMessages(adminLiveMessages);
  const orders = useMessages(adminOrdersMessages);
  const support = useMessages(adminSupportMessages);
  const { language } = useLanguage();
  const session = useUserSessionAtLoad();
  const [forbidden, setForbidden] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const from = `${location.pathname}${location.search}`;
  // Read when a call is refused, so that `refused` stays the same function across navigations.
  const here = useRef(from);
  here.current = from;

  const refused = useCallback(
    (errorStatus: number) => {
      if (errorStatus === 401) {
        void navigate(ADMIN_LOGIN_PATH, { replace: true, state: { from: here.current } });
        return true;
      }
      if (errorStatus === 403) {
        setForbidden(true);
        return true;
      }
      return false;
    },
    [navigate],
  );
  const access = useMemo<AdminAccess>(() => ({ userId: session?.id, refused }), [session?.id, refused]);

  const isAdmin = session?.role === 'admin';

  // A family picked from the phone menu closes it.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!isAdmin) void navigate(ADMIN_LOGIN_PATH, { replace: true, state: { from: here.current } });
  }, [isAdmin, navigate]);

  if (!isAdmin) return null;

  const signOut = async () => {
    setLoggingOut(true);
    await logOut();
  };

  return (
    <AdminAccessContext value={access}>
      <div className="admin">
        <a className="admin__skip" href="#admin-content">
          {t.skipToContent}
        </a>
        <div className="admin__bar">
          <button type="button" className="admin__menu-toggle" aria-expanded={menuOpen} aria-controls="admin-nav" onClick={() => setMenuOpen((open) => !open)}>
            {t.menu}
          </button>
          <NavLink to="/admin" end className="admin__brand">
            {t.brand}
          </NavLink>
          <span className="admin__who">{typeof session.name === 'string' && !isUnnamed(session.name) ? session.name : t.admin}</span>
          <LanguageSelect />
          <button type="button" className="admin-button admin-button--quiet admin__logout" onClick={() => void signOut()} disabled={loggingOut} aria-busy={loggingOut}>
            {loggingOut ? <Spinner /> : null}
            {t.logOut}
          </button>
        </div>
        <div className="admin__body">
          <nav id="admin-nav" className={menuOpen ? 'admin__nav admin__nav--open' : 'admin__nav'} aria-label={t.backOffice}>
            <ul>
              <li>
                <NavLink to="/admin" end>
                  {t.dashboard}
                </NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_USERS_PATH}>{u.users}</NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_ASTROLOGERS_PATH}>{t.astrologers}</NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_LIVE_PATH}>{live.live}</NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_ORDERS_PATH}>{orders.orders}</NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_POOJA_BOOKINGS_PATH}>{orders.poojaBookings}</NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_SUPPORT_PATH}>{support.support}</NavLink>
              </li>
              {MONEY_PAGES.map(([to, label]) => (
                <li key={to}>
                  <NavLink to={to}>{t[label]}</NavLink>
                </li>
              ))}
              {contentFamilyNames.map((family) => (
                <li key={family}>
                  <NavLink to={`/admin/${family}`}>{familyPlural(family, language)}</NavLink>
                </li>
              ))}
              <li>
                <NavLink to={ADMIN_SUBSCRIBERS_PATH}>{t.subscribers}</NavLink>
              </li>
            </ul>
          </nav>
          <div id="admin-content" className="admin__content" tabIndex={-1}>
            {forbidden ? <NotAnAdmin /> : children}
          </div>
        </div>
      </div>
    </AdminAccessContext>
  );
}

function NotAnAdmin() {
  const t = useMessages(adminMessages);
  return (
    <section className="admin-panel" role="alert">
      <title>{t.notAnAdminTitle}</title>
      <h1>{t.notAnAdmin}</h1>
      <p>{t.notAnAdminText}</p>
    </section>
  );
}
