import { LoadFailed } from '../../../components/load-failed.component';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import type { ZodiacSign } from '../data/zodiac-signs';
import { useDailyTransit } from '../hooks/use-daily-transit.hook';
import type { CalendarDay } from '../lib/horoscope-period';
import { signName } from '../lib/sign-names';
import { transitForSign } from '../lib/transit-sign';
import { moonTransitMessages } from '../moon-transit.messages';
import { MoonPosition } from './moon-position.component';
import '../moon-transit.css';

interface MoonTransitNoteProps {
  readonly sign: ZodiacSign;
  readonly date: CalendarDay;
  readonly today: CalendarDay;
}

/**
 * A sign page's Moon note for a day: computed, so it is there even when no horoscope was written
 * for the day. The Moon's sign and nakshatra, then the house it transits for this sign and what
 * that house means.
 */
export function MoonTransitNote({ sign, date, today }: MoonTransitNoteProps) {
  const t = useMessages(moonTransitMessages);
  const { language } = useLanguage();
  const [transit, retry] = useDailyTransit(date);
  const title = date === today ? t.title : t.titleOn(formatIstDate(date, language));
  return (
    <section className="moon-transit" aria-labelledby="moon-transit-title" aria-busy={transit.state === 'loading'}>
      <h2 id="moon-transit-title" className="moon-transit__title">
        <span aria-hidden="true">☾ </span>
        {title}
      </h2>
      {transit.state === 'loading' ? (
        <div role="status">
          <span className="visually-hidden">{t.loading}</span>
          <span className="skeleton-line" aria-hidden="true" />
          <span className="skeleton-line skeleton-line--short" aria-hidden="true" />
        </div>
      ) : null}
      {transit.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
      {transit.state === 'loaded' ? <SignReading sign={sign} transit={transit.answer.data} /> : null}
    </section>
  );
}

function SignReading({ sign, transit }: { sign: ZodiacSign; transit: Parameters<typeof transitForSign>[0] }) {
  const t = useMessages(moonTransitMessages);
  const { language } = useLanguage();
  const forSign = transitForSign(transit, sign);
  return (
    <>
      <MoonPosition moon={transit.moon} />
      {forSign ? (
        <div className={forSign.favourable ? 'moon-transit__reading moon-transit__reading--favourable' : 'moon-transit__reading'}>
          <p className="moon-transit__house">
            <strong>{t.houseFor(signName(sign, language), forSign.house)}</strong> <span className="moon-transit__tone">{forSign.favourable ? t.favourable : t.careful}</span>
          </p>
          <p>{t.reading(forSign.house) || forSign.note}</p>
        </div>
      ) : null}
    </>
  );
}
