import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import type { Offer } from '../api/home-page';
import { homeMessages } from '../home.messages';
import { HomeSection } from './home-section.component';

/** Current recharge offers: the bonus, the code to use and until when. */
export function OffersSection({ offers }: { offers: readonly Offer[] }) {
  const { language } = useLanguage();
  const t = useMessages(homeMessages);
  if (offers.length === 0) return null;
  return (
    <HomeSection id="home-offers" heading={t.offersHeading} more={{ to: '/recharge', label: t.rechargeNow }}>
      <ul className="offer-list">
        {offers.map((offer) => (
          <li key={offer.id} className="offer-card">
            <p className="offer-card__bonus">{t.bonus(offer.bonus_percent)}</p>
            <h3 className="offer-card__title">{offer.title}</h3>
            {offer.summary ? <p className="offer-card__summary">{offer.summary}</p> : null}
            {offer.code ? (
              <p className="offer-card__code">
                {t.useCode} <code>{offer.code}</code>
              </p>
            ) : null}
            {offer.valid_until ? <p className="offer-card__valid">{t.validTill(formatIstDate(offer.valid_until, language))}</p> : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
