import type { LiveSessionCardView } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure, type ApiResult } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { cancelLiveSession, createLiveSession, endLiveSession, getMyLiveSessions, startLiveSession } from '../api/live.api';
import { liveMessages } from '../live.messages';
import '../live.css';

/** A `datetime-local` value ("2030-03-01T19:00") read as India time, as the UTC ISO the API takes; undefined when it is no time. */
export function indiaTimeToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value}:00+05:30`);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** The studio page for a session (/live-video-broadcasting, rendered alone). */
const studioOf = (sessionId: string) => `/live-video-broadcasting?session=${sessionId}`;

/**
 * The astrologer's live sessions in the console: go live now, schedule one, and their own sessions
 * (get_my_live_sessions) with Start, End and Cancel. The server's refusals show as it words them.
 */
export function LiveDesk() {
  const t = useMessages(liveMessages);
  const [sessions, reload] = useApiLoad('my-live-sessions', (signal) => getMyLiveSessions(signal));
  return (
    <section className="live-desk" aria-labelledby="live-desk-title">
      <h2 id="live-desk-title">{t.deskTitle}</h2>
      <SessionForm when="now" onDone={reload} />
      <SessionForm when="scheduled" onDone={reload} />
      <h3>{t.mySessions}</h3>
      {sessions.state === 'loading' ? <Spinner /> : null}
      {sessions.state === 'failed' ? <LoadFailed text={t.mySessionsFailed} onRetry={reload} /> : null}
      {sessions.state === 'loaded' ? <MySessions sessions={sessions.answer.data} onChanged={reload} /> : null}
    </section>
  );
}

type Field = 'title' | 'topic' | 'starts_at';
const FIELDS: readonly string[] = ['title', 'topic', 'starts_at'];

function SessionForm({ when, onDone }: { when: 'now' | 'scheduled'; onDone: () => void }) {
  const t = useMessages(liveMessages);
  const { field } = useRefusalText();
  const [title, setTitle] = useState('');
  const [topic, setTopic] = useState('');
  const [start, setStart] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);
  const id = `live-${when}`;
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const startsAt = when === 'scheduled' ? indiaTimeToIso(start) : undefined;
    const found: Partial<Record<Field, string>> = {};
    if (title.trim().length < 3 || title.trim().length > 100) found.title = t.titleInvalid;
    if (topic.trim().length < 3 || topic.trim().length > 60) found.topic = t.topicInvalid;
    if (when === 'scheduled' && (startsAt === undefined || Date.parse(startsAt) <= Date.now())) found.starts_at = t.startInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await createLiveSession(title.trim(), topic.trim(), startsAt).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) {
      // A refused field shows under it; anything else (the astrologer's standing, the lock) below the form.
      const refused = (answer.errors ?? []).filter((error) => FIELDS.includes(error.path));
      if (refused.length > 0) return setErrors(Object.fromEntries(refused.map((error) => [error.path, field(error)])));
      return setFailure(answer);
    }
    setTitle('');
    setTopic('');
    setStart('');
    // On air now: to the studio, where the camera goes out to the viewers.
    if (when === 'now') return navigate(studioOf(answer.data.id));
    onDone();
  };

  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-title`}>{when === 'now' ? t.goLiveTitle : t.scheduleTitle}</h3>
      <FormField id={`${id}-name`} label={t.sessionTitle} hint={t.sessionTitleHint} error={errors.title}>
        {(control) => <input {...control} type="text" maxLength={100} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </FormField>
      <FormField id={`${id}-topic`} label={t.sessionTopic} hint={t.sessionTopicHint} error={errors.topic}>
        {(control) => <input {...control} type="text" maxLength={60} value={topic} onChange={(event) => setTopic(event.target.value)} />}
      </FormField>
      {when === 'scheduled' ? (
        <FormField id={`${id}-start`} label={t.sessionStart} hint={t.sessionStartHint} error={errors.starts_at}>
          {(control) => <input {...control} type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} />}
        </FormField>
      ) : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        {when === 'now' ? t.goLive : t.schedule}
      </button>
      {failure ? <FailedWrite failure={failure} /> : null}
    </form>
  );
}

function MySessions({ sessions, onChanged }: { sessions: readonly LiveSessionCardView[]; onChanged: () => void }) {
  const t = useMessages(liveMessages);
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();

  const act = async (write: () => Promise<ApiResult<unknown, unknown>>) => {
    setBusy(true);
    setFailure(undefined);
    const answer = await write().catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    onChanged();
  };

  if (sessions.length === 0) return <p>{t.noSessions}</p>;
  return (
    <>
      {failure ? <FailedWrite failure={failure} /> : null}
      <ul className="live-desk__sessions">
        {sessions.map((session) => (
          <li key={session.id}>
            <AppLink to={`/live/${session.id}`}>{session.title}</AppLink>
            <span>{t[`state_${session.status}`]}</span>
            <time dateTime={session.started_at ?? session.starts_at}>{t.startsAt(formatIstDateTime(session.started_at ?? session.starts_at, language))}</time>
            {session.status === 'scheduled' || session.status === 'live' ? (
              <AppLink className="button button--secondary" to={studioOf(session.id)} aria-label={t.studioOpenLabel(session.title)}>
                {t.studioOpen}
              </AppLink>
            ) : null}
            {session.status === 'scheduled' ? (
              <>
                <button type="button" className="button" aria-label={t.startLabel(session.title)} disabled={busy} onClick={() => void act(() => startLiveSession(session.id))}>
                  {t.start}
                </button>
                <button type="button" className="button button--secondary" aria-label={t.cancelLabel(session.title)} disabled={busy} onClick={() => void act(() => cancelLiveSession(session.id))}>
                  {t.cancel}
                </button>
              </>
            ) : null}
            {session.status === 'live' ? (
              <button type="button" className="button" aria-label={t.endLabel(session.title)} disabled={busy} onClick={() => void act(() => endLiveSession(session.id))}>
                {t.end}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
