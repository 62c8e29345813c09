import type { LiveSessionCardView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getLiveSessions } from '../api/live.api';
import { liveMessages } from '../live.messages';
import { AstrologerPhoto } from './astrologer-photo.component';
import { FollowButton, useFollows, type FollowLogin } from './follow-button.component';
import '../live.css';

/**
 * /live: who is live now (get_live_sessions' `live`) and who is next (`scheduled`, soonest first).
 * Nothing here pretends to be live: with nobody on air the page says so, and when the next session starts.
 */
export function LiveSessions({ login }: { login: FollowLogin }) {
  const t = useMessages(liveMessages);
  const [sessions, retry] = useApiLoad('live-sessions', (signal) => getLiveSessions(signal));
  const overview = sessions.state === 'loaded' ? sessions.answer.data : undefined;
  const [follows, setFollowing] = useFollows(overview ? overview.scheduled.map((session) => session.astrologer_id) : [], login.loggedIn);

  return (
    <div className="live-sessions">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      <p>{t.lead}</p>
      <div aria-busy={sessions.state === 'loading'}>
        {sessions.state === 'loading' ? (
          <p role="status">
            <Spinner /> {t.loading}
          </p>
        ) : null}
        {sessions.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
        {overview ? (
          <>
            <section aria-labelledby="live-now">
              <h2 id="live-now">{t.liveNow}</h2>
              {overview.live.length > 0 ? (
                <ul className="live-sessions__grid">
                  {overview.live.map((session) => (
                    <LiveCard key={session.id} session={session} />
                  ))}
                </ul>
              ) : (
                <NobodyLive next={overview.scheduled[0]} />
              )}
            </section>
            <section aria-labelledby="live-coming-up">
              <h2 id="live-coming-up">{t.comingUp}</h2>
              {overview.scheduled.length > 0 ? (
                <ul className="live-upcoming">
                  {overview.scheduled.map((session) => (
                    <UpcomingSession key={session.id} session={session} following={follows[session.astrologer_id] ?? false} onFollowChange={setFollowing} login={login} />
                  ))}
                </ul>
              ) : (
                <p>{overview.live.length > 0 ? t.noneComingUp : t.noneScheduled}</p>
              )}
            </section>
          </>
        ) : null}
      </div>
    </div>
  );
}

function NobodyLive({ next }: { next: LiveSessionCardView | undefined }) {
  const t = useMessages(liveMessages);
  const { language } = useLanguage();
  return (
    <EmptyState title={t.nobodyLive}>
      <p>{next ? t.nextSession(formatIstDateTime(next.starts_at, language)) : t.noneScheduled}</p>
    </EmptyState>
  );
}

function LiveCard({ session }: { session: LiveSessionCardView }) {
  const t = useMessages(liveMessages);
  return (
    <li className="live-card">
      <article aria-labelledby={`live-${session.id}`}>
        <div className="live-card__head">
          <AstrologerPhoto name={session.astrologer.name} imgUrl={session.astrologer.img_url} />
          <div>
            <p>
              <span className="live-card__badge">{t.liveBadge}</span> <AppLink to={`/astrologer-profile/${session.astrologer_id}`}>{session.astrologer.name}</AppLink>
            </p>
            <h3 id={`live-${session.id}`}>{session.title}</h3>
          </div>
        </div>
        <p>
          {t.topic}: {session.topic}
        </p>
        <p>{t.viewers(session.viewers)}</p>
        <AppLink className="button" to={`/live/${session.id}`} aria-label={t.watchLabel(session.title)}>
          {t.watch}
        </AppLink>
      </article>
    </li>
  );
}

interface UpcomingProps {
  readonly session: LiveSessionCardView;
  readonly following: boolean;
  readonly onFollowChange: (astrologerId: string, following: boolean) => void;
  readonly login: FollowLogin;
}

function UpcomingSession({ session, following, onFollowChange, login }: UpcomingProps) {
  const t = useMessages(liveMessages);
  const { language } = useLanguage();
  return (
    <li className="live-upcoming__item">
      <article aria-labelledby={`upcoming-${session.id}`}>
        <div className="live-card__head">
          <AstrologerPhoto name={session.astrologer.name} imgUrl={session.astrologer.img_url} size={48} />
          <div>
            <h3 id={`upcoming-${session.id}`}>
              <AppLink to={`/live/${session.id}`}>{session.title}</AppLink>
            </h3>
            <p>{t.by(session.astrologer.name)}</p>
            <p>
              <time dateTime={session.starts_at}>{t.startsAt(formatIstDateTime(session.starts_at, language))}</time> · {t.topic}: {session.topic}
            </p>
          </div>
        </div>
        <FollowButton astrologerId={session.astrologer_id} name={session.astrologer.name} following={following} onChange={onFollowChange} login={login} />
      </article>
    </li>
  );
}
