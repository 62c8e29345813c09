import { one } from '../routes/response-schemas.js';
import { getOne } from '../routes/route-builders.js';
import { consultationBillQuery, consultationBillView } from './consultation-bill.js';

/** The itemised bill (docs/bill.md): the consultation's customer and admins; the astrologer reads their earnings instead. */
export const consultationBillCatalogue = [
  getOne('chat_session', 'get_consultation_bill', 'customer', "A consultation's itemised bill: each billed minute, refunds, GST note; as JSON, CSV or PDF (its customer or an admin)", {
    query: consultationBillQuery,
    response: { ...one(consultationBillView), download: true },
    refusals: ['chat.not_found', 'chat.bill_customer_only'],
  }),
] as const;
