import type { OrderView } from '@nakshatra/contracts';
import { useId, useState } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { cancelMyOrder } from '../api/my-orders.api';
import { myOrdersMessages } from '../my-orders.messages';

interface CancelOrderDialogProps {
  readonly order: OrderView;
  readonly onCancelled: (refunded: number) => void;
  readonly onClose: () => void;
}

/** Asks why before your confirmed order is cancelled and refunded; Keep it has the focus, so Enter alone cancels nothing. */
export function CancelOrderDialog({ order, onCancelled, onClose }: CancelOrderDialogProps) {
  const t = useMessages(myOrdersMessages);
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();

  const confirm = async () => {
    setSending(true);
    const answer = await cancelMyOrder(order.id, reason).catch(() => NO_ANSWER);
    setSending(false);
    if (isApiFailure(answer)) return setFailure(answer);
    onCancelled(answer.data.refund?.amount ?? 0);
  };

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="order-dialog">
      <h2 id={headingId}>{t.cancelTitle}</h2>
      <p>{t.cancelText(formatRupees(order.total - order.refunded_amount))}</p>
      <label className="order-dialog__field">
        {t.reason}
        <textarea maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} required />
      </label>
      {failure ? <FailedWrite failure={failure} fieldsUnshown /> : null}
      <div className="order-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
          {t.keep}
        </button>
        <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={sending} aria-busy={sending}>
          {sending ? <Spinner /> : null}
          {sending ? t.cancelling : t.confirmCancel}
        </button>
      </div>
    </ModalDialog>
  );
}
