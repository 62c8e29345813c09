import { endLiveSessionSchema } from '@nakshatra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { adminLiveMessages } from '../admin-live.messages';
import { endLiveSessionAsAdmin } from '../api/live-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { checkNotices, FORM_ERROR_KEY, refusalNotices, type FieldNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';

const FIELDS = new Set(['reason']);

interface EndLiveDialogProps {
  readonly session: { readonly id: string; readonly title: string };
  readonly onClose: () => void;
  readonly onEnded: (done: Notice) => void;
}

/** An admin ends a session on air with the reason the server keeps (end_live_session as admin; docs/live.md). */
export function EndLiveDialog({ session, onClose, onEnded }: EndLiveDialogProps) {
  const headingId = useId();
  const { refused } = useAdminAccess();
  const t = useMessages(adminLiveMessages);
  const common = useMessages(adminMessages);
  const text = useNoticeText();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldNotices>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The reason is optional to the call, but an admin ending someone's broadcast says why.
    const input = { reason: reason.trim() === '' ? ' ' : reason };
    const checked = endLiveSessionSchema.safeParse(input);
    if (!checked.success) return setErrors(checkNotices(checked.error.issues, input, FIELDS));
    setErrors({});
    setSaving(true);
    const answer = await endLiveSessionAsAdmin(session.id, checked.data.reason ?? reason).catch(() => NO_ANSWER);
    setSaving(false);
    if (isApiFailure(answer)) {
      if (!refused(answer.error_status)) setErrors(refusalNotices(answer, FIELDS));
      return;
    }
    onEnded(say(adminLiveMessages, (words) => words.ended(session.title)));
  };

  const errorText = (name: string): string | undefined => {
    const notice = errors[name];
    return notice ? text(notice) : undefined;
  };
  const formError = errorText(FORM_ERROR_KEY);

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="admin-dialog">
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        <h2 id={headingId}>{t.endTitle(session.title)}</h2>
        <p>{t.endText}</p>
        {formError ? (
          <p className="admin-field__error" role="alert">
            {formError}
          </p>
        ) : null}
        <AdminField name="end-live-reason" label={common.reason} hint={t.reasonHint} error={errorText('reason')} required>
          {(control) => <textarea {...control} maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
        </AdminField>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--quiet" onClick={onClose}>
            {common.cancel}
          </button>
          <button type="submit" className="admin-button admin-button--danger" disabled={saving} aria-busy={saving}>
            {saving ? <Spinner /> : null}
            {t.end}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
