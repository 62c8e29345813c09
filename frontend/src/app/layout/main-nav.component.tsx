import { NavLink } from 'react-router-dom';
import { navItems } from './nav-items';

interface MainNavProps {
  readonly label: string;
  readonly className: string;
  readonly onNavigate?: () => void;
}

/** The nine routes of spec §2; NavLink marks the item of the current path (class active, aria-current). */
export function MainNav({ label, className, onNavigate }: MainNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="main-nav__list">
        {navItems.map(({ to, label: text }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/'} className="main-nav__link" onClick={onNavigate}>
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
