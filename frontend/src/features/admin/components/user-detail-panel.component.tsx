import { STAFF_ROLES, type StaffRole, type UserListItem } from '@nakshatra/contracts';
import { useId, useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { userMessages } from '../admin-users.messages';
import type { Notice } from '../lib/notice';
import { phoneOf } from '../lib/person-words';
import { EraseUserDialog } from './erase-user-dialog.component';
import { UserConsultations, UserOrders, UserSessions, UserTickets, UserWallet } from './user-activity.component';
import { UserRoleDialog } from './user-role-dialog.component';

interface UserDetailPanelProps {
  readonly user: UserListItem;
  /** How the page names the account (its name, or its phone). */
  readonly who: string;
  readonly onClose: () => void;
  /** A write was made (a role, an erasure): the page says it and reads the list again. */
  readonly onChanged: (done: Notice) => void;
}

/**
 * One account at a glance, beside the list: who, roles (granted and revoked here), the wallet, the
 * newest consultations, orders and support tickets, the logins, and erasure on request. An erased account shows its
 * money and history only, under no name.
 */
export function UserDetailPanel({ user, who, onClose, onChanged }: UserDetailPanelProps) {
  const t = useMessages(userMessages);
  const headingId = useId();
  const [changingRole, setChangingRole] = useState<StaffRole>();
  const [erasing, setErasing] = useState(false);
  const erased = user.status === 'erased';
  const done = (notice: Notice) => {
    setChangingRole(undefined);
    setErasing(false);
    onChanged(notice);
  };

  return (
    <aside className="admin-user-panel" aria-labelledby={headingId}>
      <div className="admin-heading">
        <h2 id={headingId}>{t.detailsOf(erased ? t.erasedAccount : who)}</h2>
        <button type="button" className="admin-button admin-button--quiet" onClick={onClose}>
          {t.closeDetails}
        </button>
      </div>
      <dl className="admin-facts">
        <dt>{t.phone}</dt>
        <dd>{phoneOf(user) || '—'}</dd>
        <dt>{t.roles}</dt>
        <dd>{user.roles.map((role) => t[role]).join(', ')}</dd>
      </dl>
      {erased ? null : (
        <div className="admin-form__actions">
          {STAFF_ROLES.map((role) => (
            <button key={role} type="button" className="admin-button admin-button--quiet" onClick={() => setChangingRole(role)}>
              {user.roles.includes(role) ? t.revoke(t[role]) : t.grant(t[role])}
            </button>
          ))}
          <button type="button" className="admin-button admin-button--danger" aria-label={t.eraseWhom(who)} onClick={() => setErasing(true)}>
            {t.erase}
          </button>
        </div>
      )}
      <UserWallet userId={user.id} />
      <UserConsultations userId={user.id} />
      <UserOrders userId={user.id} />
      <UserTickets userId={user.id} />
      <UserSessions userId={user.id} />
      {changingRole ? <UserRoleDialog user={user} who={who} role={changingRole} onClose={() => setChangingRole(undefined)} onChanged={done} /> : null}
      {erasing ? <EraseUserDialog user={user} who={who} onClose={() => setErasing(false)} onErased={done} /> : null}
    </aside>
  );
}
