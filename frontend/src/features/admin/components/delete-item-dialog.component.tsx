import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';

interface DeleteItemDialogProps {
  /** "blog post" */
  readonly what: string;
  readonly title: string;
  readonly onConfirm: () => Promise<string | undefined>;
  readonly onClose: () => void;
}

/** Asks before a delete; Cancel has the focus, so Enter alone deletes nothing. Shows why a delete failed. */
export function DeleteItemDialog({ what, title, onConfirm, onClose }: DeleteItemDialogProps) {
  const headingId = useId();
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string>();

  const confirm = async () => {
    setDeleting(true);
    setProblem(undefined);
    const failure = await onConfirm();
    if (failure === undefined) return;
    setProblem(failure);
    setDeleting(false);
  };

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="admin-dialog">
      <h2 id={headingId}>Delete this {what}?</h2>
      <p>
        “{title}” will no longer be shown anywhere. Its history is kept.
      </p>
      {problem ? (
        <p className="admin-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--quiet" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting}>
          {deleting ? <Spinner /> : null}
          Delete
        </button>
      </div>
    </ModalDialog>
  );
}
