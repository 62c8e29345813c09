import type { SignName } from '@nakshatra/contracts';
import { LoadFailed } from '../../../components/load-failed.component';
import { todayInIndia } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useDailyTransit } from '../hooks/use-daily-transit.hook';
import { signName } from '../lib/sign-names';
import { signSlug, transitForSign } from '../lib/transit-sign';
import { moonTransitMessages } from '../moon-transit.messages';
import { MoonPosition } from './moon-position.component';
import '../moon-transit.css';

/**
 * Today's Moon for one person's Moon sign (an astrologer reading a customer's chart): where the
 * Moon is, and the house it transits counted from their sign, with that house's reading. The same
 * get_daily_transit answer and words as the horoscope pages, said about "them" instead of "you".
 */
export function MoonTransitForSign({ sign, headingLevel = 3 }: { sign: SignName; headingLevel?: 2 | 3 | 4 }) {
  const t = useMessages(moonTransitMessages);
  const { language } = useLanguage();
  const [transit, retry] = useDailyTransit(todayInIndia());
  const Heading = `h${headingLevel}` as const;
  const forSign = transit.state === 'loaded' ? transitForSign(transit.answer.data, signSlug(sign)) : undefined;
  return (
    <section className="moon-transit moon-transit--compact" aria-labelledby="moon-transit-for-sign-title" aria-busy={transit.state === 'loading'}>
      <Heading id="moon-transit-for-sign-title" className="moon-transit__title">
        <span aria-hidden="true">☾ </span>
        {t.title}
      </Heading>
      {transit.state === 'loading' ? <p role="status">{t.loading}</p> : null}
      {transit.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
      {transit.state === 'loaded' ? <MoonPosition moon={transit.answer.data.moon} /> : null}
      {forSign ? (
        <div className={forSign.favourable ? 'moon-transit__reading moon-transit__reading--favourable' : 'moon-transit__reading'}>
          <p className="moon-transit__house">
            <strong>{t.houseFromBirthMoon(signName(signSlug(sign), language), forSign.house)}</strong> <span className="moon-transit__tone">{forSign.favourable ? t.favourable : t.careful}</span>
          </p>
          <p>{t.reading(forSign.house) || forSign.note}</p>
        </div>
      ) : null}
    </section>
  );
}
