import { useContext } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useRenderNow } from '../../../lib/ssr/use-render-now.hook';
import type { Astrologer } from '../api/astrologer';
import { astrologersMessages } from '../astrologers.messages';
import { useOptionLabels } from '../hooks/use-option-labels.hook';
import { AstrologerCardAction } from '../lib/astrologer-card-action';
import type { ConsultMode } from '../lib/astrologer-filters';
import { lastOnlineText } from '../lib/last-online';
import '../astrologers.css';

const ratingText = (rating: number) => (Math.round(rating * 10) / 10).toFixed(1);

/**
 * One astrologer in a consultation list: who they are, what they know, what a minute costs and whether they are free now.
 * On the talk list that is a minute of a call, and an online astrologer who has switched calls off is "online for chat only".
 */
export function AstrologerCard({ astrologer, headingLevel = 2, mode = 'chat' }: { astrologer: Astrologer; headingLevel?: 2 | 3; mode?: ConsultMode }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages(astrologersMessages);
  const labels = useOptionLabels();
  const { language } = useLanguage();
  const action = useContext(AstrologerCardAction);
  const now = useRenderNow();
  const { name, img_url: imgUrl, skills, languages, experience_years: years, rating, rating_count: ratingCount, orders, status, last_online_at: lastOnlineAt } = astrologer;
  const talk = mode === 'talk' && astrologer.call_price_per_min !== null;
  const price = talk ? (astrologer.call_price_per_min ?? astrologer.price_per_min) : astrologer.price_per_min;
  const chatOnly = talk && status === 'online' && !astrologer.takes_calls;
  // Only beside "Offline": someone online or busy is here now. Never online shows nothing more than "Offline".
  const lastOnline = status === 'offline' && lastOnlineAt ? { at: lastOnlineAt, text: lastOnlineText(lastOnlineAt, t, language, now) } : null;
  return (
    <li className="astrologer-card">
      <article className="astrologer-card__article" aria-labelledby={`astrologer-${astrologer.id}`}>
        <div className="astrologer-card__head">
          {/* The name beside it says who this is: the photo adds nothing for screen readers. */}
          {imgUrl && imgUrl !== 'NA' ? (
            <img className="astrologer-card__photo" src={imgUrl} alt="" width={72} height={72} loading="lazy" decoding="async" />
          ) : (
            <span className="astrologer-card__photo astrologer-card__photo--none" aria-hidden="true">
              {name.slice(0, 1)}
            </span>
          )}
          <div>
            <Heading className="astrologer-card__name" id={`astrologer-${astrologer.id}`}>
              <AppLink to={`/astrologer-profile/${astrologer.id}`}>{name}</AppLink>
            </Heading>
            <p className={`astrologer-status astrologer-status--${chatOnly ? 'offline' : status}`}>
              <span className="astrologer-status__dot" aria-hidden="true" />
              {chatOnly ? t.status_chatOnly : t[`status_${status}`]}
            </p>
            {lastOnline?.text ? (
              <p className="astrologer-card__last-online">
                <time dateTime={lastOnline.at}>{lastOnline.text}</time>
              </p>
            ) : null}
          </div>
        </div>
        <dl className="astrologer-card__facts">
          <div>
            <dt>{t.skills}</dt>
            <dd>{skills.map(labels.skill).join(', ')}</dd>
          </div>
          <div>
            <dt>{t.languages}</dt>
            <dd>{languages.map(labels.language).join(', ')}</dd>
          </div>
        </dl>
        <p className="astrologer-card__experience">{t.experience(years)}</p>
        <p className="astrologer-card__rating">
          {ratingCount > 0 ? (
            <>
              <span role="img" aria-label={t.ratingOf(ratingText(rating))}>
                <span aria-hidden="true">★ {ratingText(rating)}</span>
              </span>{' '}
              <span className="astrologer-card__reviews">({t.reviews(ratingCount.toLocaleString('en-IN'))})</span>
            </>
          ) : (
            <span className="astrologer-card__reviews">{t.noReviews}</span>
          )}{' '}
          <span className="astrologer-card__orders">{t.orders(orders.toLocaleString('en-IN'))}</span>
        </p>
        <p className="astrologer-card__price">{t.perMinute(formatRupees(price))}</p>
        {action?.(astrologer)}
      </article>
    </li>
  );
}

/** A grid of astrologer cards: the lists, and the home page's sections (whose heading is an h2, so the names are h3). */
export function AstrologerCards({ astrologers, headingLevel = 2, mode = 'chat' }: { astrologers: readonly Astrologer[]; headingLevel?: 2 | 3; mode?: ConsultMode }) {
  return (
    <ul className="card-grid astrologer-grid">
      {astrologers.map((astrologer) => (
        <AstrologerCard key={astrologer.id} astrologer={astrologer} headingLevel={headingLevel} mode={mode} />
      ))}
    </ul>
  );
}
