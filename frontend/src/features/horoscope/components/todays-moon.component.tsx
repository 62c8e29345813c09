import type { DailyTransitView } from '@nakshatra/contracts';
import { LoadFailed } from '../../../components/load-failed.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { ApiLoad } from '../../../lib/use-api-load.hook';
import { moonTransitMessages } from '../moon-transit.messages';
import { MoonPosition } from './moon-position.component';
import '../moon-transit.css';

/** The horoscope index's "Today's Moon": where the Moon is; each sign's card then says which house it is in for that sign. */
export function TodaysMoon({ transit, onRetry }: { transit: ApiLoad<DailyTransitView, undefined>; onRetry: () => void }) {
  const t = useMessages(moonTransitMessages);
  return (
    <section className="moon-transit" aria-labelledby="todays-moon-title" aria-busy={transit.state === 'loading'}>
      <h2 id="todays-moon-title" className="moon-transit__title">
        <span aria-hidden="true">☾ </span>
        {t.title}
      </h2>
      {transit.state === 'loading' ? (
        <div role="status">
          <span className="visually-hidden">{t.loading}</span>
          <span className="skeleton-line" aria-hidden="true" />
        </div>
      ) : null}
      {transit.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={onRetry} /> : null}
      {transit.state === 'loaded' ? (
        <>
          <MoonPosition moon={transit.answer.data.moon} />
          <p className="moon-transit__hint">{t.moonSignHint}</p>
        </>
      ) : null}
    </section>
  );
}
