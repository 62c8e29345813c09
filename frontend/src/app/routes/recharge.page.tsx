import { RequireLogin } from '../../features/auth/components/require-login.component';
import { useMessages } from '../../lib/i18n/messages';
import { RechargePage as Recharge } from '../../features/recharge/components/recharge-page.component';
import { rechargeMessages } from '../../features/recharge/recharge.messages';

/** The wallet is the logged-in user's own: a visitor is asked to log in. */
export default function RechargePage() {
  const t = useMessages(rechargeMessages);
  return <RequireLogin what={t.yourWallet}>{(session) => <Recharge userId={session.id} />}</RequireLogin>;
}
