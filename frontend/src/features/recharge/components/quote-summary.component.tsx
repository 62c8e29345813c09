import type { RechargeQuoteView } from '@nakshatra/contracts';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { rechargeMessages } from '../recharge.messages';

/** 1800 basis points → "18", 1250 → "12.5". */
const percentOf = (basisPoints: number): string => String(basisPoints / 100);

/** What the customer pays (amount, GST at its rate, total) and what the wallet gets (amount and bonus), as the server quoted it. */
export function QuoteSummary({ quote }: { quote: RechargeQuoteView }) {
  const t = useMessages(rechargeMessages);
  return (
    <dl className="checkout-table">
      <div>
        <dt>{t.amount}</dt>
        <dd>{formatRupees(quote.amount)}</dd>
      </div>
      <div>
        <dt>{t.gst(percentOf(quote.gst_rate_bp))}</dt>
        <dd>{formatRupees(quote.gst)}</dd>
      </div>
      <div className="checkout-table__total">
        <dt>{t.total}</dt>
        <dd>{formatRupees(quote.total)}</dd>
      </div>
      {quote.bonus > 0 ? (
        <div>
          <dt>{t.bonusCredited}</dt>
          <dd>{formatRupees(quote.bonus)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t.credited}</dt>
        <dd>{formatRupees(quote.credit)}</dd>
      </div>
      {quote.offers.length > 0 ? (
        // Offer titles are long and several can apply: one a line under the label, wrapping, never wider than the card.
        <div className="checkout-table__offers">
          <dt>{t.offersApplied}</dt>
          <dd>
            <ul className="checkout-table__offer-list">
              {quote.offers.map((offer) => (
                <li key={offer.id}>{`${offer.title} (${t.extra(offer.bonus_percent)})`}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
