import { updateOrderSchema, type OrderAction, type OrderView, type UpdateOrder } from '@nakshatra/contracts';
import { useState } from 'react';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { adminOrdersMessages } from '../admin-orders.messages';
import { updateOrder } from '../api/orders-admin.api';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { checkNotices } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { refundableOf } from '../lib/order-actions';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';

const FIELDS = new Set(['carrier', 'tracking_number', 'note', 'media_url', 'reason']);

interface OrderActionDialogProps {
  readonly order: OrderView;
  readonly action: OrderAction;
  /** The order's items, or the pooja and for whom, as the page words them. */
  readonly summary: string;
  readonly onClose: () => void;
  readonly onDone: (done: Notice) => void;
}

/** One step of an order's fulfilment (update_order_history/{id}) with what it needs: a carrier and tracking number, a note and link, or a reason. */
export function OrderActionDialog({ order, action, summary, onClose, onDone }: OrderActionDialogProps) {
  const t = useMessages(adminOrdersMessages);
  const common = useMessages(adminMessages);
  const write = useAdminWrite(FIELDS);
  const [values, setValues] = useState({ carrier: '', tracking_number: '', note: '', media_url: '', reason: '' });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
  const refundable = formatRupees(refundableOf(order));

  const submit = async () => {
    const input = bodyOf(action, values);
    const checked = updateOrderSchema.safeParse(input);
    if (!checked.success) return write.refuse(checkNotices(checked.error.issues, input, FIELDS));
    const answer = await write.send(() => updateOrder(order.id, checked.data));
    if (answer === undefined) return;
    onDone(say(adminOrdersMessages, (words) => (action === 'cancel' ? words.done_cancel(formatRupees(answer.refund?.amount ?? 0)) : words[`done_${action}`])));
  };

  const address = order.shipping ? [order.shipping.name, order.shipping.address_line, order.shipping.city, order.shipping.state, order.shipping.pincode].join(', ') : '';
  const wording: Record<OrderAction, { title: string; intro: string; submit: string }> = {
    pack: { title: t.packTitle, intro: t.packText(summary), submit: t.pack },
    ship: { title: t.shipTitle, intro: t.shipText(summary, address), submit: t.ship },
    deliver: { title: t.deliverTitle, intro: t.deliverText(summary), submit: t.deliver },
    perform: { title: t.performTitle, intro: t.performText(summary, order.booking?.name ?? ''), submit: t.perform },
    cancel: { title: t.cancelTitle, intro: t.cancelText(refundable), submit: order.kind === 'pooja' ? t.cancelBooking : t.cancel },
  };
  const { title, intro, submit: submitLabel } = wording[action];

  return (
    <AdminWriteDialog title={title} intro={intro} submitLabel={submitLabel} danger={action === 'cancel'} saving={write.saving} formError={write.formError} onSubmit={() => void submit()} onClose={onClose}>
      {action === 'ship' ? (
        <>
          <AdminField name="order-carrier" label={t.carrier} hint={t.carrierHint} error={write.errorText('carrier')} required>
            {(control) => <input {...control} type="text" maxLength={100} value={values.carrier} onChange={set('carrier')} data-autofocus />}
          </AdminField>
          <AdminField name="order-tracking-number" label={t.trackingNumber} error={write.errorText('tracking_number')} required>
            {(control) => <input {...control} type="text" maxLength={100} autoComplete="off" value={values.tracking_number} onChange={set('tracking_number')} />}
          </AdminField>
        </>
      ) : null}
      {action === 'perform' ? (
        <>
          <AdminField name="order-note" label={t.note} hint={t.noteHint} error={write.errorText('note')} required>
            {(control) => <textarea {...control} maxLength={2000} value={values.note} onChange={set('note')} data-autofocus />}
          </AdminField>
          <AdminField name="order-media-url" label={t.mediaUrl} hint={t.mediaUrlHint} error={write.errorText('media_url')} required>
            {(control) => <input {...control} type="url" maxLength={2000} value={values.media_url} onChange={set('media_url')} />}
          </AdminField>
        </>
      ) : null}
      {action === 'cancel' ? (
        <AdminField name="order-cancel-reason" label={common.reason} hint={t.cancelReasonHint} error={write.errorText('reason')} required>
          {(control) => <textarea {...control} maxLength={500} value={values.reason} onChange={set('reason')} data-autofocus />}
        </AdminField>
      ) : null}
    </AdminWriteDialog>
  );
}

/** The call's body for the action, from the dialog's fields (only those the action takes). */
function bodyOf(action: OrderAction, values: { carrier: string; tracking_number: string; note: string; media_url: string; reason: string }): UpdateOrder {
  switch (action) {
    case 'ship':
      return { action, carrier: values.carrier, tracking_number: values.tracking_number };
    case 'perform':
      return { action, note: values.note, media_url: values.media_url.trim() };
    case 'cancel':
      return { action, reason: values.reason };
    default:
      return { action };
  }
}
