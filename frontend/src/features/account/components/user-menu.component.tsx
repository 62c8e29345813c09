import { useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { Spinner } from '../../../components/spinner.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { useDropdown } from '../../../lib/use-dropdown.hook';
import { accountMessages } from '../account.messages';
import type { UserRecord } from '../api/get-user.api';
import { UserAvatar } from './user-avatar.component';
import './user-menu.css';

interface UserMenuProps {
  readonly userId: string;
  /** The fetched record; undefined while it loads or when it could not be fetched. */
  readonly user: UserRecord | undefined;
  readonly onLogOut: () => Promise<void>;
}

/** The logged-in header's avatar with its dropdown (spec §2), opened by hover, keyboard focus or a tap. */
export function UserMenu({ userId, user, onLogOut }: UserMenuProps) {
  // Following a link closes the menu (`close`): the header stays, and on a phone (no pointer to leave it with) it would cover the next page.
  const { setOpen, close, rootProps, toggleProps, dropdownProps } = useDropdown({ followHoverAndFocus: true });
  const t = useMessages(accountMessages);
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = async () => {
    setLoggingOut(true);
    await onLogOut();
  };
  const greeting = user ? (user.name && user.name !== 'Anonymous' ? user.name : user.phone) : undefined;

  return (
    <div {...rootProps} className="user-menu">
      <button {...toggleProps} type="button" className="user-menu__toggle" aria-label={t.myAccount} onClick={() => setOpen(true)}>
        <UserAvatar user={user} />
      </button>
      <div {...dropdownProps} className="user-menu__dropdown">
        {greeting ? <p className="user-menu__name">{greeting}</p> : null}
        {user ? (
          <p className="user-menu__balance">
            {t.balance} <strong>{formatRupees(user.balance)}</strong>
          </p>
        ) : null}
        <ul className="user-menu__links">
          <li>
            <AppLink to="/recharge" onClick={close}>{t.wallet}</AppLink>
          </li>
          <li>
            <AppLink to="/order-history" onClick={close}>{t.orderHistory}</AppLink>
          </li>
          <li>
            <AppLink to={`/my-profile?id=${encodeURIComponent(userId)}`} onClick={close}>{t.myProfile}</AppLink>
          </li>
          <li>
            <AppLink to="/cart" onClick={close}>{t.cart}</AppLink>
          </li>
          <li>
            <AppLink to="/support" onClick={close}>{t.support}</AppLink>
          </li>
          <li>
            <button type="button" className="user-menu__logout" onClick={() => void logOut()} disabled={loggingOut} aria-busy={loggingOut}>
              {loggingOut ? <Spinner /> : null}
              {t.logOut}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
