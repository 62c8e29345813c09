import { AppNavLink } from '../../components/app-link.component';
import { useMessages } from '../../lib/i18n/messages';
import { layoutMessages } from './layout.messages';
import { navItems } from './nav-items';

interface MainNavProps {
  readonly label: string;
  readonly className: string;
  readonly onNavigate?: () => void;
}

/** The nine routes of spec §2; the link of the current path is marked (class active, aria-current). */
export function MainNav({ label, className, onNavigate }: MainNavProps) {
  const t = useMessages(layoutMessages);
  return (
    <nav aria-label={label} className={className}>
      <ul className="main-nav__list">
        {navItems.map(({ to, label: key }) => (
          <li key={to}>
            <AppNavLink to={to} end={to === '/'} className="main-nav__link" onClick={onNavigate}>
              {t[key]}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
