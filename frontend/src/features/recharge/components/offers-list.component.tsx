import { LoadFailed } from '../../../components/load-failed.component';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useOffers } from '../hooks/use-recharge-data.hook';
import { rechargeMessages } from '../recharge.messages';

/** The current offers: what they give, their code and until when. */
export function OffersList() {
  const t = useMessages(rechargeMessages);
  const { language } = useLanguage();
  const [offers, retry] = useOffers();
  return (
    <section className="offers" aria-labelledby="offers-title" aria-busy={offers.state === 'loading'}>
      <h2 id="offers-title">{t.offers}</h2>
      {offers.state === 'loading' ? (
        <div role="status">
          <span className="visually-hidden">{t.offersLoading}</span>
          <span className="skeleton-line" aria-hidden="true" />
        </div>
      ) : null}
      {offers.state === 'failed' ? <LoadFailed text={t.offersFailed} onRetry={retry} /> : null}
      {offers.state === 'loaded' && offers.answer.data.length === 0 ? <p className="offers__none">{t.noOffers}</p> : null}
      {offers.state === 'loaded' && offers.answer.data.length > 0 ? (
        <ul className="offers__list">
          {offers.answer.data.map((offer) => (
            <li key={offer.id} className="offer">
              <h3 className="offer__title">{offer.title}</h3>
              <p className="offer__extra">{t.extra(offer.bonus_percent)}</p>
              {offer.summary ? <p className="offer__summary">{offer.summary}</p> : null}
              {offer.code ? (
                <p className="offer__code">
                  {t.code}: <strong>{offer.code}</strong>
                </p>
              ) : null}
              {offer.valid_until ? <p className="offer__until">{t.validUntil(formatIstDate(offer.valid_until, language))}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
