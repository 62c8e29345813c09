import { updateUserSchema, type UserListItem } from '@nakshatra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { userMessages } from '../admin-users.messages';
import { setUserStatus } from '../api/users-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { checkNotices, FORM_ERROR_KEY, refusalNotices, type FieldNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';

const FIELDS = new Set(['reason']);

interface UserStatusDialogProps {
  readonly user: UserListItem;
  /** How the account is called in the page's words (its name, or its phone). */
  readonly who: string;
  readonly onClose: () => void;
  readonly onChanged: (done: Notice) => void;
}

/** Suspends an active account, or lifts a suspension, with the reason the server keeps (update_users with a status). */
export function UserStatusDialog({ user, who, onClose, onChanged }: UserStatusDialogProps) {
  const headingId = useId();
  const { refused } = useAdminAccess();
  const t = useMessages(userMessages);
  const common = useMessages(adminMessages);
  const text = useNoticeText();
  const suspending = user.status === 'active';
  const status = suspending ? 'ban' : 'active';
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldNotices>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { status, reason };
    const checked = updateUserSchema.safeParse(input);
    if (!checked.success) return setErrors(checkNotices(checked.error.issues, input, FIELDS));
    setErrors({});
    setSaving(true);
    const answer = await setUserStatus(user.id, status, checked.data.reason ?? reason).catch(() => NO_ANSWER);
    setSaving(false);
    if (isApiFailure(answer)) {
      if (!refused(answer.error_status)) setErrors(refusalNotices(answer, FIELDS));
      return;
    }
    onChanged(say(userMessages, (words) => (suspending ? words.suspended(who) : words.reinstated(who))));
  };

  const errorText = (name: string): string | undefined => {
    const notice = errors[name];
    return notice ? text(notice) : undefined;
  };
  const formError = errorText(FORM_ERROR_KEY);

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="admin-dialog">
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        <h2 id={headingId}>{suspending ? t.suspendTitle(who) : t.reinstateTitle(who)}</h2>
        <p>{suspending ? t.suspendText : t.reinstateText}</p>
        {formError ? (
          <p className="admin-field__error" role="alert">
            {formError}
          </p>
        ) : null}
        <AdminField name="user-status-reason" label={common.reason} hint={t.reasonHint} error={errorText('reason')} required>
          {(control) => <textarea {...control} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
        </AdminField>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--quiet" onClick={onClose}>
            {common.cancel}
          </button>
          <button type="submit" className={suspending ? 'admin-button admin-button--danger' : 'admin-button'} disabled={saving} aria-busy={saving}>
            {saving ? <Spinner /> : null}
            {suspending ? t.suspend : t.reinstate}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
