import { useParams } from 'react-router-dom';
import { RequireLogin } from '../../features/auth/components/require-login.component';
import { billMessages } from '../../features/bills/bill.messages';
import { BillPage as Bill } from '../../features/bills/components/bill-page.component';
import { useMessages } from '../../lib/i18n/messages';

/** A consultation's itemised bill: the logged-in customer's own (the server refuses anyone else's). */
export default function BillPage() {
  const { id = '' } = useParams();
  const t = useMessages(billMessages);
  return <RequireLogin what={t.yourBill}>{() => <Bill key={id} sessionId={id} />}</RequireLogin>;
}
