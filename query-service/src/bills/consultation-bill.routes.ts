import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import { billCsv } from './bill-csv.js';
import { billPdf } from './bill-pdf.js';
import type { ConsultationBillsRepository } from './consultation-bills.repository.js';

/** Everything a bill is read from: waited for together after a write (read-your-writes). */
const BILL_READ_MODELS = ['chat_sessions', 'consultation_bills', 'wallet_transactions'] as const;

export interface ConsultationBillDeps {
  readonly repository: ConsultationBillsRepository;
  readonly awaitFresh: AwaitFresh;
  /** GST on recharges, for the bill's note (GST_RATE_BP). */
  readonly gstRateBp: number;
  readonly now: () => Date;
}

/**
 * get_consultation_bill/{sessionId} (docs/bill.md). Never cached: it is one customer's money. The
 * customer of the consultation and admins read it; its astrologer is told to read their earnings
 * (the bill shows the customer's balance); anyone else is told the session does not exist.
 */
export function consultationBillRoutes({ repository, awaitFresh, gstRateBp, now }: ConsultationBillDeps) {
  return routeHandlers({
    get_consultation_bill: async (call) => {
      if (!isUuid(call.params.id)) throw refuse('chat.not_found');
      const sessionId = call.params.id.toLowerCase();
      await awaitFresh(BILL_READ_MODELS, call.minPosition);
      if (call.actor.role !== 'admin') {
        const parties = await repository.parties(sessionId);
        if (!parties) throw refuse('chat.not_found');
        if (call.actor.id !== parties.customerId) throw refuse(call.actor.id === parties.astrologerUserId ? 'chat.bill_customer_only' : 'chat.not_found');
      }
      const found = await repository.bill(sessionId);
      if (!found) throw refuse('chat.not_found');
      const bill = { ...found, gst_rate_bp: gstRateBp };
      if (call.query.format === 'csv') return billCsv(bill);
      if (call.query.format === 'pdf') return billPdf(bill, call.query.lang, now());
      return { data: bill };
    },
  });
}
