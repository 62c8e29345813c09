import { updateUserSchema, type UserListItem } from '@nakshatra/contracts';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { userMessages } from '../admin-users.messages';
import { setUserStatus } from '../api/users-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { checkNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';

const FIELDS = new Set(['reason']);

interface UserStatusDialogProps {
  readonly user: UserListItem;
  /** The account's status now (an erased one is never suspended or reinstated). */
  readonly status: 'active' | 'ban';
  /** How the account is called in the page's words (its name, or its phone). */
  readonly who: string;
  readonly onClose: () => void;
  readonly onChanged: (done: Notice) => void;
}

/** Suspends an active account, or lifts a suspension, with the reason the server keeps (update_users with a status). */
export function UserStatusDialog({ user, status: current, who, onClose, onChanged }: UserStatusDialogProps) {
  const t = useMessages(userMessages);
  const common = useMessages(adminMessages);
  const write = useAdminWrite(FIELDS);
  const suspending = current === 'active';
  const status = suspending ? 'ban' : 'active';
  const [reason, setReason] = useState('');

  const submit = async () => {
    const input = { status, reason };
    const checked = updateUserSchema.safeParse(input);
    if (!checked.success) return write.refuse(checkNotices(checked.error.issues, input, FIELDS));
    const changed = await write.send(() => setUserStatus(user.id, status, checked.data.reason ?? reason));
    if (changed !== undefined) onChanged(say(userMessages, (words) => (suspending ? words.suspended(who) : words.reinstated(who))));
  };

  return (
    <AdminWriteDialog
      title={suspending ? t.suspendTitle(who) : t.reinstateTitle(who)}
      intro={suspending ? t.suspendText : t.reinstateText}
      submitLabel={suspending ? t.suspend : t.reinstate}
      danger={suspending}
      saving={write.saving}
      formError={write.formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <AdminField name="user-status-reason" label={common.reason} hint={t.reasonHint} error={write.errorText('reason')} required>
        {(control) => <textarea {...control} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
      </AdminField>
    </AdminWriteDialog>
  );
}
