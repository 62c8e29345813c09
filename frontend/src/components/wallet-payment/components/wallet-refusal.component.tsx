import { AppLink } from '../../app-link.component';
import { FailedWrite } from '../../failed-write.component';
import type { ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { isInsufficientBalance } from '../lib/wallet-payment';
import { walletPaymentMessages } from '../wallet-payment.messages';
import '../wallet-payment.css';

interface WalletRefusalProps {
  /** The failed write, or undefined (nothing to show). */
  readonly failure: ApiFailure | undefined;
  /** What to do after recharging, in the page's own words ("then pay again", "then start the chat again"). */
  readonly nextStep: string;
  readonly className?: string;
}

/**
 * Why a write paid from the wallet was refused: a balance too low gets its numbers, the
 * next step and a Recharge link; invalid input that no field of the page shows (a pooja no longer
 * open for booking) names each refused field and why; any other failure is shown as every failed write is.
 */
export function WalletRefusal({ failure, nextStep, className }: WalletRefusalProps) {
  const t = useMessages(walletPaymentMessages);
  const { refusal } = useRefusalText();
  if (!failure) return null;
  // Pages pass a 400 here only when a field error has no field to show it on.
  if (!isInsufficientBalance(failure)) return <FailedWrite failure={failure} fieldsUnshown />;
  return (
    <div role="alert" className={className ? `wallet-refusal ${className}` : 'wallet-refusal'}>
      <p>{refusal(failure)}</p>
      <p>{nextStep}</p>
      <AppLink className="button button--secondary" to="/recharge">
        {t.recharge}
      </AppLink>
    </div>
  );
}
