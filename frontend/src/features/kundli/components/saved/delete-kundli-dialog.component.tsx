import type { SavedKundliView } from '@nakshatra/contracts';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../../components/modal-dialog.component';
import { Spinner } from '../../../../components/spinner.component';
import { isApiFailure } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n/messages';
import { deleteKundli } from '../../api/delete-kundli.api';
import { savedKundlisMessages } from '../../saved-kundlis.messages';

interface DeleteKundliDialogProps {
  readonly kundli: SavedKundliView;
  readonly onDeleted: () => void;
  readonly onClose: () => void;
}

/** Asks before a saved kundli is deleted; Cancel has the focus, so Enter alone deletes nothing. */
export function DeleteKundliDialog({ kundli, onDeleted, onClose }: DeleteKundliDialogProps) {
  const t = useMessages(savedKundlisMessages);
  const headingId = useId();
  const [state, setState] = useState<'asking' | 'deleting' | 'failed'>('asking');

  const confirm = () => {
    setState('deleting');
    deleteKundli(kundli.id)
      .then((answer) => (isApiFailure(answer) ? setState('failed') : onDeleted()))
      .catch(() => setState('failed'));
  };

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="kundli-dialog">
      <h2 id={headingId}>{t.confirmTitle}</h2>
      <p>{t.confirmText(kundli.input.name)}</p>
      {state === 'failed' ? (
        <p className="kundli-dialog__problem" role="alert">
          {t.deleteFailed}
        </p>
      ) : null}
      <div className="kundli-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
          {t.cancel}
        </button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={state === 'deleting'} aria-busy={state === 'deleting'}>
          {state === 'deleting' ? <Spinner /> : null}
          {state === 'deleting' ? t.deleting : t.confirmDelete}
        </button>
      </div>
    </ModalDialog>
  );
}
