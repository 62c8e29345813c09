import { useParams } from 'react-router-dom';
import { RequireLogin } from '../../features/auth/components/require-login.component';
import { InvoicePage as Invoice } from '../../features/invoices/components/invoice-page.component';
import { invoiceMessages } from '../../features/invoices/invoice.messages';
import { useMessages } from '../../lib/i18n/messages';

/** A recharge's invoice: the logged-in customer's own (the server refuses anyone else's). */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const t = useMessages(invoiceMessages);
  return <RequireLogin what={t.yourInvoice}>{() => <Invoice key={id} id={id} />}</RequireLogin>;
}
