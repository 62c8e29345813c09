import { eraseUserSchema, type UserListItem } from '@nakshatra/contracts';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { userMessages } from '../admin-users.messages';
import { eraseUser } from '../api/users-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { checkNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';

const FIELDS = new Set(['reason']);

/**
 * Erasure on request (delete_users, docs/users.md), with the admin's note of who asked. The server
 * refuses while the wallet holds money (saying how much) or awaits a recharge, and for staff: the
 * refusal shows above the field, in the page's language.
 */
export function EraseUserDialog({ user, who, onClose, onErased }: { readonly user: UserListItem; readonly who: string; readonly onClose: () => void; readonly onErased: (done: Notice) => void }) {
  const t = useMessages(userMessages);
  const common = useMessages(adminMessages);
  const write = useAdminWrite(FIELDS);
  const [reason, setReason] = useState('');

  const submit = async () => {
    const input = { reason };
    const checked = eraseUserSchema.safeParse(input);
    if (!checked.success) return write.refuse(checkNotices(checked.error.issues, input, FIELDS));
    const erased = await write.send(() => eraseUser(user.id, checked.data.reason));
    if (erased !== undefined) onErased(say(userMessages, (words) => words.erasedDone));
  };

  return (
    <AdminWriteDialog title={t.eraseTitle(who)} intro={t.eraseText} submitLabel={t.erase} danger saving={write.saving} formError={write.formError} onSubmit={() => void submit()} onClose={onClose}>
      <AdminField name="erase-user-reason" label={common.reason} hint={t.eraseReasonHint} error={write.errorText('reason')} required>
        {(control) => <textarea {...control} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
      </AdminField>
    </AdminWriteDialog>
  );
}
