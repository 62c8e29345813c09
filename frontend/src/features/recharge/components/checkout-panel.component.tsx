import { useState } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import type { RechargePack } from '../api/recharge-pack';
import { startRecharge } from '../api/start-recharge.api';
import { checkoutSummary, GST_PERCENT } from '../lib/checkout-summary';
import { rechargeMessages } from '../recharge.messages';

type Paying = { readonly state: 'idle' | 'paying' | 'started' } | { readonly state: 'failed'; readonly failure: ApiFailure };

/**
 * What the chosen pack costs (amount, GST, total) and gives (bonus, what the wallet gets), and
 * Proceed, whose answer from the server shows as it is — today that payments are not available yet.
 */
export function CheckoutPanel({ pack }: { pack: RechargePack | undefined }) {
  const t = useMessages(rechargeMessages);
  const [paying, setPaying] = useState<Paying>({ state: 'idle' });

  const proceed = async (chosen: RechargePack) => {
    setPaying({ state: 'paying' });
    const answer = await startRecharge(chosen.id).catch(() => NO_ANSWER);
    setPaying(isApiFailure(answer) ? { state: 'failed', failure: answer } : { state: 'started' });
  };

  const summary = pack ? checkoutSummary(pack) : undefined;
  const busy = paying.state === 'paying';
  return (
    <section className="checkout-panel" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t.summary}</h2>
      {!pack || !summary ? (
        <p className="checkout-panel__hint">{t.chooseFirst}</p>
      ) : (
        <>
          <dl className="checkout-table">
            <div>
              <dt>{t.amount}</dt>
              <dd>{formatRupees(summary.amount)}</dd>
            </div>
            <div>
              <dt>{t.gst(GST_PERCENT)}</dt>
              <dd>{formatRupees(summary.gst)}</dd>
            </div>
            <div className="checkout-table__total">
              <dt>{t.total}</dt>
              <dd>{formatRupees(summary.total)}</dd>
            </div>
            {summary.bonus > 0 ? (
              <div>
                <dt>{t.bonusCredited}</dt>
                <dd>{formatRupees(summary.bonus)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.credited}</dt>
              <dd>{formatRupees(summary.credited)}</dd>
            </div>
          </dl>
          {paying.state === 'started' ? (
            <p role="status" className="checkout-panel__started">
              {t.started}
            </p>
          ) : (
            <button type="button" className="button checkout-panel__proceed" disabled={busy} aria-busy={busy} onClick={() => void proceed(pack)}>
              {busy ? <Spinner /> : null}
              {t.proceed(formatRupees(summary.total))}
            </button>
          )}
          {paying.state === 'failed' ? <FailedWrite failure={paying.failure} notYet={t.notYet} /> : null}
        </>
      )}
    </section>
  );
}
