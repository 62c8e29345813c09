import type { TransactionView } from '@nakshatra/contracts';
import { useRef, useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { completeTestCheckout, type TestOutcome } from '../api/test-checkout.api';
import { useFinishPayment } from '../hooks/use-finish-payment.hook';
import { useTransaction } from '../hooks/use-recharge-data.hook';
import { paymentOutcomePath } from '../lib/payment-outcome';
import { paymentMessages } from '../payment.messages';
import '../recharge.css';
import '../test-checkout.css';

const OUTCOMES: readonly TestOutcome[] = ['succeed', 'fail', 'cancel'];
const NOT_FOUND = 404;

/**
 * The test payment provider's checkout (docs/wallet.md): the amount, and Succeed / Fail / Cancel.
 * The choice goes through verify_payment or cancel_payment as a real checkout's would, then back to
 * the recharge page, which shows the outcome.
 */
export function TestCheckoutPage({ rechargeId }: { rechargeId: string }) {
  const t = useMessages(paymentMessages);
  const [recharge, retry] = useTransaction(rechargeId);
  return (
    <div className="test-checkout">
      <PageMeta title={`${t.testTitle} · ${t.testMode} · Nakshatra`} description={t.testModeText} />
      <p className="test-checkout__mode">
        <strong>{t.testMode}</strong> {t.testModeText}
      </p>
      <h1>{t.testTitle}</h1>
      {recharge.state === 'loading' ? (
        <p role="status" className="test-checkout__note">
          {t.testLoading}
        </p>
      ) : null}
      {recharge.state === 'failed' ? <LoadFailed text={recharge.errorStatus === NOT_FOUND ? t.testNotFound : t.testLoadFailed} onRetry={retry} /> : null}
      {recharge.state === 'loaded' && recharge.answer.data.status !== 'pending' ? (
        <div className="test-checkout__note">
          <p>{t.testFinished}</p>
          <AppLink className="button" to={paymentOutcomePath(rechargeId)}>
            {t.backToWallet}
          </AppLink>
        </div>
      ) : null}
      {recharge.state === 'loaded' && recharge.answer.data.status === 'pending' ? <Checkout recharge={recharge.answer.data} /> : null}
    </div>
  );
}

type Choosing = { readonly state: 'idle' } | { readonly state: 'busy'; readonly outcome: TestOutcome } | { readonly state: 'failed'; readonly failure: ApiFailure };

function Checkout({ recharge }: { recharge: TransactionView }) {
  const t = useMessages(paymentMessages);
  const finish = useFinishPayment();
  const [choosing, setChoosing] = useState<Choosing>({ state: 'idle' });
  const busy = useRef(false);

  const choose = async (outcome: TestOutcome) => {
    if (busy.current) return;
    busy.current = true;
    setChoosing({ state: 'busy', outcome });
    const failure = await complete(recharge.id, outcome);
    if (failure === undefined) return finish.showOutcome(recharge.id);
    busy.current = false;
    setChoosing({ state: 'failed', failure });
  };

  const complete = async (rechargeId: string, outcome: TestOutcome): Promise<ApiFailure | undefined> => {
    const answer = await completeTestCheckout(rechargeId, outcome).catch(() => NO_ANSWER);
    if (isApiFailure(answer)) return answer;
    const result = answer.data;
    if (result.outcome === 'succeed') {
      const { recharge_id, provider_order_id, provider_payment_id, signature } = result;
      return finish.verify({ recharge_id, provider_order_id, provider_payment_id, signature });
    }
    return finish.cancel(rechargeId, result.outcome === 'fail' ? 'failed' : 'cancelled', result.detail);
  };

  return (
    <>
      <dl className="checkout-table test-checkout__bill">
        <div>
          <dt>{t.amount}</dt>
          <dd>{formatRupees(recharge.total_paid - recharge.gst)}</dd>
        </div>
        <div>
          <dt>{t.gst}</dt>
          <dd>{formatRupees(recharge.gst)}</dd>
        </div>
        <div className="checkout-table__total">
          <dt>{t.total}</dt>
          <dd>{formatRupees(recharge.total_paid)}</dd>
        </div>
      </dl>
      <div className="test-checkout__choices" role="group" aria-label={t.chooseOutcome}>
        {OUTCOMES.map((outcome) => {
          const pending = choosing.state === 'busy' && choosing.outcome === outcome;
          return (
            <button
              key={outcome}
              type="button"
              className={outcome === 'succeed' ? 'button' : 'button button--secondary'}
              disabled={choosing.state === 'busy'}
              aria-busy={pending}
              onClick={() => void choose(outcome)}
            >
              {pending ? <Spinner /> : null}
              {t[outcome]}
            </button>
          );
        })}
      </div>
      {choosing.state === 'failed' ? <FailedWrite failure={choosing.failure} /> : null}
    </>
  );
}
