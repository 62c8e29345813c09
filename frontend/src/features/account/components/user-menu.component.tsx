import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { Spinner } from '../../../components/spinner.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
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
  const [open, setOpen] = useState(false);
  const t = useMessages(accountMessages);
  const [loggingOut, setLoggingOut] = useState(false);
  const dropdownId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Focus arriving from outside opens the menu; focus moving inside it (Escape back to the toggle) does not.
  const onFocus = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const logOut = async () => {
    setLoggingOut(true);
    await onLogOut();
  };
  // Following a link closes the menu: the header stays, and on a phone (no pointer to leave it with) it would cover the next page.
  const close = () => setOpen(false);
  const greeting = user ? (user.name && user.name !== 'Anonymous' ? user.name : user.phone) : undefined;

  return (
    <div
      ref={root}
      className="user-menu"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button ref={toggle} type="button" className="user-menu__toggle" aria-label={t.myAccount} aria-expanded={open} aria-controls={dropdownId} onClick={() => setOpen(true)}>
        <UserAvatar user={user} />
      </button>
      <div id={dropdownId} className="user-menu__dropdown" hidden={!open}>
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
