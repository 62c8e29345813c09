import { endLiveSessionSchema } from '@nakshatra/contracts';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { adminLiveMessages } from '../admin-live.messages';
import { endLiveSessionAsAdmin } from '../api/live-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { checkNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';

const FIELDS = new Set(['reason']);

interface EndLiveDialogProps {
  readonly session: { readonly id: string; readonly title: string };
  readonly onClose: () => void;
  readonly onEnded: (done: Notice) => void;
}

/** An admin ends a session on air with the reason the server keeps (end_live_session as admin; docs/live.md). */
export function EndLiveDialog({ session, onClose, onEnded }: EndLiveDialogProps) {
  const t = useMessages(adminLiveMessages);
  const common = useMessages(adminMessages);
  const write = useAdminWrite(FIELDS);
  const [reason, setReason] = useState('');

  const submit = async () => {
    // The reason is optional to the call, but an admin ending someone's broadcast says why.
    const input = { reason: reason.trim() === '' ? ' ' : reason };
    const checked = endLiveSessionSchema.safeParse(input);
    if (!checked.success) return write.refuse(checkNotices(checked.error.issues, input, FIELDS));
    const ended = await write.send(() => endLiveSessionAsAdmin(session.id, checked.data.reason ?? reason));
    if (ended !== undefined) onEnded(say(adminLiveMessages, (words) => words.ended(session.title)));
  };

  return (
    <AdminWriteDialog title={t.endTitle(session.title)} intro={t.endText} submitLabel={t.end} danger saving={write.saving} formError={write.formError} onSubmit={() => void submit()} onClose={onClose}>
      <AdminField name="end-live-reason" label={common.reason} hint={t.reasonHint} error={write.errorText('reason')} required>
        {(control) => <textarea {...control} maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
      </AdminField>
    </AdminWriteDialog>
  );
}
