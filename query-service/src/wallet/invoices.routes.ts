import { refuse, routeHandlers } from '@nakshatra/platform';
import { assertOwnerOrAdmin, type WalletRouteDeps } from './wallet-route-deps.js';

/** get_single_invoice/{id}: its customer or an admin. */
export function invoiceQueryRoutes({ invoices, awaitFresh }: WalletRouteDeps) {
  return routeHandlers({
    get_single_invoice: async (call) => {
      await awaitFresh(['invoices'], call.minPosition);
      const invoice = await invoices.findOne(call.params.id);
      if (!invoice) throw refuse('wallet.invoice_not_found');
      assertOwnerOrAdmin(call.actor, invoice.user_id, () => refuse('wallet.invoice_not_yours'));
      return { data: invoice };
    },
  });
}
