import { FailedWrite } from '../../../components/failed-write.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { Spinner } from '../../../components/spinner.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import type { IdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import type { RechargeRequest } from '../api/recharge-request';
import { useRechargeQuote } from '../hooks/use-recharge-data.hook';
import { useStartRecharge } from '../hooks/use-start-recharge.hook';
import { rechargeMessages } from '../recharge.messages';
import { CouponForm } from './coupon-form.component';
import { QuoteSummary } from './quote-summary.component';

interface CheckoutProps {
  readonly request: RechargeRequest | undefined;
  readonly coupon: string;
  readonly onCoupon: (code: string) => void;
  readonly keys: IdempotencyKeys;
}

/** The bill of the chosen amount as the server quotes it, a coupon code, and Proceed. */
export function CheckoutPanel({ request, ...rest }: CheckoutProps) {
  const t = useMessages(rechargeMessages);
  return (
    <section className="checkout-panel" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t.summary}</h2>
      {/* A new amount or code is a new bill: the answer to the previous one's Proceed does not carry over. */}
      {request ? <QuotedCheckout key={`${JSON.stringify(request)}:${rest.coupon}`} request={request} {...rest} /> : <p className="checkout-panel__hint">{t.chooseFirst}</p>}
    </section>
  );
}

function QuotedCheckout({ request, coupon, onCoupon, keys }: CheckoutProps & { readonly request: RechargeRequest }) {
  const t = useMessages(rechargeMessages);
  const [quote, retry] = useRechargeQuote(request, coupon);
  const [starting, start] = useStartRecharge(keys);
  const couponRefused = quote.state === 'failed' && (quote.errors ?? []).some((error) => error.path === 'coupon_code');
  const busy = starting.state === 'starting' || starting.state === 'paying';

  return (
    <>
      <CouponForm applied={coupon} refused={couponRefused} confirmed={quote.state === 'loaded'} onApply={onCoupon} />
      {quote.state === 'loading' ? (
        <p role="status" className="checkout-panel__hint">
          {t.quoteLoading}
        </p>
      ) : null}
      {couponRefused ? <p className="checkout-panel__hint">{t.couponFix}</p> : null}
      {quote.state === 'failed' && !couponRefused ? <LoadFailed text={t.quoteFailed} onRetry={retry} /> : null}
      {quote.state === 'loaded' ? (
        <>
          <QuoteSummary quote={quote.answer.data} />
          <button
            type="button"
            className="button checkout-panel__proceed"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void start({ ...request, offer_ids: quote.answer.data.offers.map((offer) => offer.id) })}
          >
            {busy ? <Spinner /> : null}
            {t.proceed(formatRupees(quote.answer.data.total))}
          </button>
          {starting.state === 'paying' ? (
            <p role="status" className="checkout-panel__started">
              {t.paying}
            </p>
          ) : null}
          {starting.state === 'failed' ? <FailedWrite failure={starting.failure} fieldsUnshown /> : null}
        </>
      ) : null}
    </>
  );
}
