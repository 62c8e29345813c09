import type { StaffRole, UserListItem } from '@nakshatra/contracts';
import { useMessages } from '../../../lib/i18n/messages';
import { userMessages } from '../admin-users.messages';
import { changeUserRole } from '../api/users-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { say, type Notice } from '../lib/notice';
import { AdminWriteDialog } from './admin-write-dialog.component';

const NO_FIELDS: ReadonlySet<string> = new Set();

interface UserRoleDialogProps {
  readonly user: UserListItem;
  readonly who: string;
  readonly role: StaffRole;
  readonly onClose: () => void;
  readonly onChanged: (done: Notice) => void;
}

/** Grants a staff role the account lacks, or revokes one it holds (update_user_roles), once confirmed. */
export function UserRoleDialog({ user, who, role, onClose, onChanged }: UserRoleDialogProps) {
  const t = useMessages(userMessages);
  const write = useAdminWrite(NO_FIELDS);
  const action = user.roles.includes(role) ? 'revoke' : 'grant';
  const roleName = t[role];

  const submit = async () => {
    const changed = await write.send(() => changeUserRole(user.id, { role, action }));
    if (changed !== undefined) onChanged(say(userMessages, (words) => (action === 'grant' ? words.granted(words[role], who) : words.revoked(words[role], who))));
  };

  return (
    <AdminWriteDialog
      title={action === 'grant' ? t.grantTitle(roleName, who) : t.revokeTitle(roleName, who)}
      intro={action === 'grant' ? t.grantText : t.revokeText}
      submitLabel={action === 'grant' ? t.grant(roleName) : t.revoke(roleName)}
      danger={action === 'revoke'}
      saving={write.saving}
      formError={write.formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {null}
    </AdminWriteDialog>
  );
}
