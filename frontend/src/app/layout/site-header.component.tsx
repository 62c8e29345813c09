import { AppLink } from '../../components/app-link.component';
import { HeaderIconCount } from '../../components/header-icon-count.component';
import { useMessages } from '../../lib/i18n/messages';
import type { UserRecord } from '../../features/account/api/get-user.api';
import { useCartCount } from '../../features/cart/hooks/use-cart.hook';
import { UserMenu } from '../../features/account/components/user-menu.component';
import { LoginButton } from '../../features/auth/components/login-button.component';
import { logOut } from '../../lib/log-out';
import { LanguageSelect } from '../../features/language/components/language-select.component';
import { NotificationBell } from '../../features/notifications';
import type { UserSession } from '../../lib/user-session';
import { ConsultButton } from './consult-button.component';
import { MainNav } from './main-nav.component';
import { MobileMenu } from './mobile-menu.component';
import { layoutMessages } from './layout.messages';
import { consultLinks } from './nav-items';

interface SiteHeaderProps {
  /** From the userDetails cookie: present means logged in (spec §4). */
  readonly session: UserSession | undefined;
  readonly user: UserRecord | undefined;
}

/**
 * Spec §2 header: brand, consult buttons, language, Login or the avatar menu; the main navigation
 * below from 992 px. On phones it is one row: the cart link moves into the side menu to make room.
 */
export function SiteHeader({ session, user }: SiteHeaderProps) {
  const t = useMessages(layoutMessages);
  const cartCount = useCartCount();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <div className="site-header__bar">
        <MobileMenu cartCount={cartCount} />
        <AppLink to="/" className="brand" aria-label={t.brandHome}>
          <span className="brand__mark" aria-hidden="true">
            ★
          </span>
          <span className="brand__name">Nakshatra</span>
        </AppLink>
        <div className="site-header__actions">
          {consultLinks.map((link) => (
            <ConsultButton key={link.to} link={link} />
          ))}
          <LanguageSelect />
          <AppLink to="/cart" className="header-icon header-cart" aria-label={t.cart(cartCount)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <HeaderIconCount count={cartCount} />
          </AppLink>
        </div>
        <div className="site-header__account">
          {session ? (
            <>
              <NotificationBell />
              <UserMenu userId={session.id} user={user} onLogOut={logOut} />
            </>
          ) : (
            <LoginButton />
          )}
        </div>
      </div>
      <MainNav label={t.mainNavigation} className="main-nav main-nav--bar" />
    </header>
  );
}
