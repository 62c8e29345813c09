import { notFound, type RouteHandlers } from '@nakshatra/platform';
import { assertOwnerOrAdmin, type WalletRouteDeps } from './wallet-route-deps.js';

/** get_single_invoice/{id}: its customer or an admin. */
export function invoiceQueryRoutes({ invoices, awaitFresh }: WalletRouteDeps): RouteHandlers {
  return {
    get_single_invoice: async (call) => {
      await awaitFresh(['invoices'], call.minPosition);
      const invoice = await invoices.findOne(call.params.id!);
      if (!invoice) throw notFound('Invoice not found');
      assertOwnerOrAdmin(call.actor, invoice.user_id, 'You can only see your own invoices');
      return { data: invoice };
    },
  };
}
