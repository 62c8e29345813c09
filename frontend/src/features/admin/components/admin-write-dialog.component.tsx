import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';

interface AdminWriteDialogProps {
  readonly title: string;
  /** What the write does, in a sentence above the fields. */
  readonly intro: ReactNode;
  readonly submitLabel: string;
  /** A write that takes something away (ending, suspending): the red button. */
  readonly danger?: boolean;
  readonly saving: boolean;
  /** A notice about the write as a whole (useAdminWrite's formError). */
  readonly formError: string | undefined;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  /** The fields (AdminField). */
  readonly children: ReactNode;
}

/** The shape of the back office's small write dialogs: heading, what it does, the form's notice, the fields, Cancel and the action. */
export function AdminWriteDialog({ title, intro, submitLabel, danger = false, saving, formError, onSubmit, onClose, children }: AdminWriteDialogProps) {
  const headingId = useId();
  const common = useMessages(adminMessages);
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="admin-dialog">
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is portalled out of the page, but React still bubbles its submit to the
          // components around it: a dialog opened from a form (the editor's link) must not submit that form.
          event.stopPropagation();
          onSubmit();
        }}
        noValidate
        aria-busy={saving}
      >
        <h2 id={headingId}>{title}</h2>
        <p>{intro}</p>
        {formError ? (
          <p className="admin-field__error" role="alert">
            {formError}
          </p>
        ) : null}
        {children}
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--quiet" onClick={onClose}>
            {common.cancel}
          </button>
          <button type="submit" className={danger ? 'admin-button admin-button--danger' : 'admin-button'} disabled={saving} aria-busy={saving}>
            {saving ? <Spinner /> : null}
            {submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
