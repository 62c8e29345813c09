import type { LiveSessionCardView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getLiveSession } from '../api/live.api';
import { liveMessages } from '../live.messages';
import { AstrologerPhoto } from './astrologer-photo.component';
import { FollowButton, useFollows, type FollowLogin } from './follow-button.component';
import type { AskTurnIntake } from './live-queue-join.component';
import { LiveWatch } from './live-watch.component';
import '../live.css';

/**
 * /live/:sessionId: one session (get_live_session): its title, astrologer, where it stands and the
 * follow button; on air, the broadcast itself (LiveWatch: video, viewers, live chat).
 */
export function LiveSession({ id, login, askIntake }: { id: string; login: FollowLogin; askIntake?: AskTurnIntake }) {
  const t = useMessages(liveMessages);
  const [session, retry] = useApiLoad(`live-session-${id}`, (signal) => getLiveSession(id, signal));
  return (
    <div className="live-session">
      {session.state === 'loading' ? (
        <p role="status">
          <Spinner /> {t.sessionLoading}
        </p>
      ) : null}
      {session.state === 'failed' ? (
        session.errorStatus === 404 ? (
          <>
            <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
            <h1>{t.sessionNotFound}</h1>
          </>
        ) : (
          <LoadFailed text={t.sessionLoadFailed} onRetry={retry} />
        )
      ) : null}
      {session.state === 'loaded' ? <SessionDetails session={session.answer.data} login={login} askIntake={askIntake} /> : null}
      <p>
        <AppLink to="/live">{t.allSessions}</AppLink>
      </p>
    </div>
  );
}

function SessionDetails({ session, login, askIntake }: { session: LiveSessionCardView; login: FollowLogin; askIntake: AskTurnIntake | undefined }) {
  const t = useMessages(liveMessages);
  const { language } = useLanguage();
  const [follows, setFollowing] = useFollows([session.astrologer_id], login.loggedIn);
  const status =
    session.status === 'scheduled'
      ? t.status_scheduled(formatIstDateTime(session.starts_at, language))
      : session.status === 'ended'
        ? t.status_ended(formatIstDateTime(session.ended_at ?? session.starts_at, language))
        : t[`status_${session.status}`];
  return (
    <article aria-labelledby="live-session-title">
      <PageMeta title={`${session.title} · ${t.title} · Nakshatra`} description={t.description} />
      <h1 id="live-session-title">{session.title}</h1>
      <div className="live-card__head">
        <AstrologerPhoto name={session.astrologer.name} imgUrl={session.astrologer.img_url} />
        <p>
          <AppLink to={`/astrologer-profile/${session.astrologer_id}`}>{session.astrologer.name}</AppLink>
        </p>
      </div>
      <p>
        {t.topic}: {session.topic}
      </p>
      <p role="status">{session.status === 'live' ? <span className="live-card__badge">{status}</span> : status}</p>
      {session.status === 'live' ? <LiveWatch sessionId={session.id} title={session.title} login={login} astrologerId={session.astrologer_id} askIntake={askIntake} /> : null}
      <FollowButton astrologerId={session.astrologer_id} name={session.astrologer.name} following={follows[session.astrologer_id] ?? false} onChange={setFollowing} login={login} />
    </article>
  );
}
