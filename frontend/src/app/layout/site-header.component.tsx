import { Link } from 'react-router-dom';
import type { UserRecord } from '../../features/account/api/get-user.api';
import { UserMenu } from '../../features/account/components/user-menu.component';
import { LoginButton } from '../../features/auth/components/login-button.component';
import { logOut } from '../../lib/log-out';
import { LanguageSelect } from '../../features/language/components/language-select.component';
import type { UserSession } from '../../lib/user-session';
import { MainNav } from './main-nav.component';
import { MobileMenu } from './mobile-menu.component';
import { consultLinks } from './nav-items';

interface SiteHeaderProps {
  /** From the userDetails cookie: present means logged in (spec §4). */
  readonly session: UserSession | undefined;
  readonly user: UserRecord | undefined;
}

/** Spec §2 header: brand, consult buttons, language, Login or the avatar menu; the main navigation below. */
export function SiteHeader({ session, user }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <MobileMenu />
        <Link to="/" className="brand" aria-label="Nakshatra home">
          <span className="brand__mark" aria-hidden="true">
            ★
          </span>
          Nakshatra
        </Link>
        <div className="site-header__actions">
          {consultLinks.map(({ to, label }) => {
            const [verb, ...rest] = label.split(' ');
            return (
              <Link key={to} to={to} className="button button--small button--accent header-cta">
                {verb}{' '}
                <span className="header-cta__more">{rest.join(' ')}</span>
              </Link>
            );
          })}
          <LanguageSelect />
        </div>
        <div className="site-header__account">{session ? <UserMenu userId={session.id} user={user} onLogOut={logOut} /> : <LoginButton />}</div>
      </div>
      <MainNav label="Main navigation" className="main-nav main-nav--bar" />
    </header>
  );
}
