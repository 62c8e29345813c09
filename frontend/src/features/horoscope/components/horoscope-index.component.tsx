import { AppLink } from '../../../components/app-link.component';
import { PageMeta } from '../../../components/page-meta.component';
import { todayInIndia } from '../../../lib/format-ist-date';
import { useMessages } from '../../../lib/i18n/messages';
import { horoscopeMessages } from '../horoscope.messages';
import { useDailyTransit } from '../hooks/use-daily-transit.hook';
import { signSlug } from '../lib/transit-sign';
import { moonTransitMessages } from '../moon-transit.messages';
import { SignGrid } from './sign-grid.component';
import { TodaysMoon } from './todays-moon.component';

/** /horoscope: today's Moon, and the twelve signs, each leading to its horoscopes and saying where the Moon stands for it today. */
export function HoroscopeIndex() {
  const t = useMessages(horoscopeMessages);
  const moon = useMessages(moonTransitMessages);
  const [transit, retry] = useDailyTransit(todayInIndia());
  const teasers = transit.state === 'loaded' ? Object.fromEntries(transit.answer.data.signs.map((entry) => [signSlug(entry.sign), moon.teaser(entry.house, entry.favourable)])) : {};
  return (
    <div className="horoscope-index">
      <PageMeta title={t.indexDocumentTitle} description={t.indexDescription} />
      <header className="horoscope-index__header">
        <h1>{t.indexTitle}</h1>
        <p className="horoscope-index__lead">{t.indexLead}</p>
        <p className="horoscope-index__hint">
          {t.moonSignHint} <AppLink to="/chat-with-astrologer">{t.moonSignLink}</AppLink>
        </p>
      </header>
      <TodaysMoon transit={transit} onRetry={retry} />
      <SignGrid label={t.signs} headingLevel={2} teasers={teasers} />
    </div>
  );
}
