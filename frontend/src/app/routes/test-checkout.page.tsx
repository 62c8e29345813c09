import { useParams } from 'react-router-dom';
import { RequireLogin } from '../../features/auth/components/require-login.component';
import { TestCheckoutPage as TestCheckout } from '../../features/recharge/components/test-checkout-page.component';
import { rechargeMessages } from '../../features/recharge/recharge.messages';
import { useMessages } from '../../lib/i18n/messages';

/** The test payment provider's checkout: the recharge is the logged-in user's own. */
export default function TestCheckoutPage() {
  const { rechargeId = '' } = useParams();
  const t = useMessages(rechargeMessages);
  return <RequireLogin what={t.yourWallet}>{() => <TestCheckout key={rechargeId} rechargeId={rechargeId} />}</RequireLogin>;
}
