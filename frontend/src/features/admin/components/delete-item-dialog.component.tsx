import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';
import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import type { Notice } from '../lib/notice';

interface DeleteItemDialogProps {
  /** "blog post" */
  readonly what: string;
  readonly title: string;
  /** Deletes; answers why it could not, or nothing when it did. */
  readonly onConfirm: () => Promise<Notice | undefined>;
  readonly onClose: () => void;
}

/** Asks before a delete; Cancel has the focus, so Enter alone deletes nothing. Shows why a delete failed. */
export function DeleteItemDialog({ what, title, onConfirm, onClose }: DeleteItemDialogProps) {
  const t = useMessages(contentMessages);
  const text = useNoticeText();
  const headingId = useId();
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<Notice>();

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
      <h2 id={headingId}>{t.deleteWhat(what)}</h2>
      <p>{t.deleteExplained(title)}</p>
      {problem ? (
        <p className="admin-field__error" role="alert">
          {text(problem)}
        </p>
      ) : null}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--quiet" onClick={onClose} data-autofocus>
          {t.cancel}
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting}>
          {deleting ? <Spinner /> : null}
          {t.delete}
        </button>
      </div>
    </ModalDialog>
  );
}
