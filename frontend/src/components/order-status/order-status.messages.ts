import type { OrderStatus } from '@nakshatra/contracts';
import { defineMessages } from '../../lib/i18n/messages';

type StatusWords = Record<`status_${OrderStatus}`, string>;

const en: StatusWords = {
  status_placed: 'Awaiting payment',
  status_paid: 'Confirmed',
  status_payment_failed: 'Payment failed',
  status_packed: 'Packed',
  status_shipped: 'Shipped',
  status_delivered: 'Delivered',
  status_performed: 'Performed',
  status_cancelled: 'Cancelled',
};

const hi: StatusWords = {
  status_placed: 'भुगतान बाकी',
  status_paid: 'पुष्ट',
  status_payment_failed: 'भुगतान विफल',
  status_packed: 'पैक हो गया',
  status_shipped: 'भेज दिया गया',
  status_delivered: 'पहुँच गया',
  status_performed: 'संपन्न',
  status_cancelled: 'रद्द',
};

/** An order's or pooja booking's status as the customer and the back office both name it (paid is "Confirmed"). */
export const orderStatusMessages = defineMessages(en, hi);
