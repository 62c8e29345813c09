import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { appConfig } from '../config/app-config';
import { useCurrentUser } from '../features/account/hooks/use-current-user.hook';
import { LoginPopupProvider } from '../features/auth/lib/login-popup-context';
import { SuspensionOverlay } from '../features/account-suspension/components/suspension-overlay.component';
import { useAccountLanguage } from '../features/language';
import { isBanned, useUserSessionAtLoad, writeUserSession } from '../lib/user-session';
import { rendersAlone } from './layout/layout-rules';
import { PageOutlet } from './layout/page-outlet.component';
import { SiteFooter } from './layout/site-footer.component';
import { SiteHeader } from './layout/site-header.component';
import { useNewPageAtTop } from './layout/use-new-page-at-top.hook';
import './layout/layout.css';

/**
 * The frame of every page (spec §2 layout rules) and the account states of spec §4. The session is
 * read once per load: logging in and out both end in a full page load.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const session = useUserSessionAtLoad();
  const user = useCurrentUser(session?.id);
  const banned = isBanned(user?.status ?? session?.status);
  useNewPageAtTop();
  useAccountLanguage(user);

  // A ban (or its lifting) made since login reaches the cookie, so the next load shows the overlay at once.
  useEffect(() => {
    if (session && user && user.status !== session.status) writeUserSession({ ...session, status: user.status });
  }, [session, user]);

  return (
    <LoginPopupProvider>
      <div className="app-shell" inert={banned} aria-hidden={banned ? true : undefined}>
        {rendersAlone(pathname) ? (
          <PageOutlet />
        ) : (
          <>
            <SiteHeader session={session} user={user} />
            <PageOutlet />
            <SiteFooter />
          </>
        )}
      </div>
      {banned ? <SuspensionOverlay supportEmail={appConfig.supportEmail} /> : null}
    </LoginPopupProvider>
  );
}
