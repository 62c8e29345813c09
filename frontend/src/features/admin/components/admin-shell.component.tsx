import { contentFamilyNames } from '@nakshatra/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/spinner.component';
import { logOut } from '../../../lib/log-out';
import { readUserSession } from '../../../lib/user-session';
import { AdminAccessContext, type AdminAccess } from '../hooks/admin-access.context';
import { ADMIN_ASTROLOGERS_PATH, ADMIN_LOGIN_PATH, ADMIN_REFUNDS_PATH, ADMIN_SUBSCRIBERS_PATH, ADMIN_TRANSACTIONS_PATH, ADMIN_TURNOVER_PATH, ADMIN_WALLETS_PATH } from '../lib/admin-paths';
import { familyPlural } from '../lib/family-names';

/** The wallet pages (docs/wallet.md), first in the menu after the dashboard. */
const MONEY_PAGES = [
  [ADMIN_TRANSACTIONS_PATH, 'Transactions'],
  [ADMIN_WALLETS_PATH, 'Wallets'],
  [ADMIN_REFUNDS_PATH, 'Refunds'],
  [ADMIN_TURNOVER_PATH, 'Turnover'],
] as const;

/**
 * The back office's frame: only for a userDetails cookie with the admin role (the server checks
 * the real session on every call). Families in a sidebar on desktop, behind a Menu button on phones.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [session] = useState(readUserSession);
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
          Skip to content
        </a>
        <div className="admin__bar">
          <button type="button" className="admin__menu-toggle" aria-expanded={menuOpen} aria-controls="admin-nav" onClick={() => setMenuOpen((open) => !open)}>
            Menu
          </button>
          <NavLink to="/admin" end className="admin__brand">
            Nakshatra admin
          </NavLink>
          <span className="admin__who">{typeof session.name === 'string' && session.name !== '' ? session.name : 'Admin'}</span>
          <button type="button" className="admin-button admin-button--quiet admin__logout" onClick={() => void signOut()} disabled={loggingOut} aria-busy={loggingOut}>
            {loggingOut ? <Spinner /> : null}
            Log out
          </button>
        </div>
        <div className="admin__body">
          <nav id="admin-nav" className={menuOpen ? 'admin__nav admin__nav--open' : 'admin__nav'} aria-label="Back office">
            <ul>
              <li>
                <NavLink to="/admin" end>
                  Dashboard
                </NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_ASTROLOGERS_PATH}>Astrologers</NavLink>
              </li>
              {MONEY_PAGES.map(([to, label]) => (
                <li key={to}>
                  <NavLink to={to}>{label}</NavLink>
                </li>
              ))}
              {contentFamilyNames.map((family) => (
                <li key={family}>
                  <NavLink to={`/admin/${family}`}>{familyPlural(family)}</NavLink>
                </li>
              ))}
              <li>
                <NavLink to={ADMIN_SUBSCRIBERS_PATH}>Newsletter subscribers</NavLink>
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
  return (
    <section className="admin-panel" role="alert">
      <title>Not an admin · Nakshatra</title>
      <h1>You are not an admin</h1>
      <p>This account cannot use the back office. Log out and sign in with an admin&apos;s number.</p>
    </section>
  );
}
