import './header-icon.css';

/**
 * The number on a header icon (`header-icon`: the cart's items, the unread notifications), none at
 * 0 and "99+" past 99. Hidden from assistive technology: the icon's own label says the number.
 */
export function HeaderIconCount({ count }: { readonly count: number }) {
  if (count <= 0) return null;
  return (
    <span className="header-icon__count" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
