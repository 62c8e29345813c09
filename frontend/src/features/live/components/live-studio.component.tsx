import type { LiveSessionCardView } from '@nakshatra/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { endLiveSession, getLiveSession, getMyLiveSessions, startLiveSession } from '../api/live.api';
import { useLiveRoom } from '../hooks/use-live-room.hook';
import { startBroadcast, type LiveSending } from '../lib/live-engine';
import type { LiveSocketClient } from '../lib/live-socket-client';
import { liveMessages } from '../live.messages';
import { LiveChat } from './live-chat.component';
import { LiveGiftFeed } from './live-gift-feed.component';
import { LiveQueuePanel } from './live-queue-panel.component';
import '../live.css';

export interface LiveStudioProps {
  /** The session to broadcast (`?session=`); without it the studio lists the astrologer's sessions to choose from. */
  readonly sessionId: string | undefined;
  readonly loggedIn: boolean;
  readonly getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  readonly createClient?: (sessionId: string) => LiveSocketClient;
}

/**
 * /live-video-broadcasting (rendered alone, no header or footer): the astrologer's studio. A camera
 * and microphone preview with device choice, Go on air (start_live_session) and End, and once on
 * air the embedded engine sending the preview to each viewer, the viewer count and the live chat
 * with moderation.
 */
export function LiveStudio({ sessionId, loggedIn, getUserMedia, createClient }: LiveStudioProps) {
  const t = useMessages(liveMessages);
  return (
    <div className="live-studio">
      <PageMeta title={`${t.studioTitle} · Nakshatra`} description={t.description} />
      <h1>{t.studioTitle}</h1>
      {!loggedIn ? (
        <p>
          {t.studioLogin} <AppLink to="/astrologer">{t.studioConsole}</AppLink>
        </p>
      ) : sessionId ? (
        <Studio key={sessionId} sessionId={sessionId} getUserMedia={getUserMedia} createClient={createClient} />
      ) : (
        <ChooseSession />
      )}
    </div>
  );
}

function ChooseSession() {
  const t = useMessages(liveMessages);
  const [sessions, retry] = useApiLoad('studio-sessions', (signal) => getMyLiveSessions(signal));
  if (sessions.state === 'loading') return <Spinner />;
  if (sessions.state === 'failed') return <LoadFailed text={t.mySessionsFailed} onRetry={retry} />;
  const open = sessions.answer.data.filter((session) => session.status === 'live' || session.status === 'scheduled');
  return (
    <section aria-labelledby="studio-choose">
      <h2 id="studio-choose">{t.studioChoose}</h2>
      {open.length === 0 ? <p>{t.studioNone}</p> : null}
      <ul>
        {open.map((session) => (
          <li key={session.id}>
            <AppLink to={`/live-video-broadcasting?session=${session.id}`} aria-label={t.studioOpenLabel(session.title)}>
              {session.title}
            </AppLink>{' '}
            <span>{t[`state_${session.status}`]}</span>
          </li>
        ))}
      </ul>
      <AppLink to="/astrologer">{t.studioConsole}</AppLink>
    </section>
  );
}

function Studio({ sessionId, getUserMedia, createClient }: { sessionId: string; getUserMedia: LiveStudioProps['getUserMedia']; createClient: LiveStudioProps['createClient'] }) {
  const t = useMessages(liveMessages);
  const [loaded, retry] = useApiLoad(`studio-${sessionId}`, (signal) => getLiveSession(sessionId, signal));
  const [session, setSession] = useState<LiveSessionCardView>();
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);
  const { stream, problem, devices, choose, chosen, retry: retryMedia } = usePreview(getUserMedia);

  useEffect(() => {
    if (loaded.state === 'loaded') setSession(loaded.answer.data);
  }, [loaded]);

  const act = async (write: () => ReturnType<typeof startLiveSession>) => {
    setBusy(true);
    setFailure(undefined);
    const answer = await write().catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    setSession((current) => current && { ...current, ...answer.data });
  };

  if (loaded.state === 'loading' || (loaded.state === 'loaded' && !session)) return <Spinner />;
  if (loaded.state === 'failed') return <LoadFailed text={t.sessionLoadFailed} onRetry={retry} />;
  if (!session) return null;
  const live = session.status === 'live';
  return (
    <div className="live-studio__layout">
      <section aria-labelledby="studio-session">
        <h2 id="studio-session">{session.title}</h2>
        <p role="status">
          {live ? <span className="live-card__badge">{t.onAir}</span> : session.status === 'scheduled' ? t.offAir : t.studioEnded}
        </p>
        <video className="live-studio__preview" aria-label={t.previewLabel} autoPlay playsInline muted ref={(element) => void (element && element.srcObject !== (stream ?? null) && (element.srcObject = stream ?? null))} />
        {problem ? (
          <p role="alert">
            {t.previewFailed}{' '}
            <button type="button" className="button button--secondary" onClick={retryMedia}>
              {t.tryAgain}
            </button>
          </p>
        ) : null}
        <DeviceChoice label={t.camera} kind="videoinput" devices={devices} value={chosen.videoinput} onChange={choose} />
        <DeviceChoice label={t.microphone} kind="audioinput" devices={devices} value={chosen.audioinput} onChange={choose} />
        {session.status === 'scheduled' ? (
          <button type="button" className="button" disabled={busy || !stream} aria-busy={busy} onClick={() => void act(() => startLiveSession(session.id))}>
            {t.goOnAir}
          </button>
        ) : null}
        {live ? (
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void act(() => endLiveSession(session.id))}>
            {t.endBroadcast}
          </button>
        ) : null}
        {failure ? <FailedWrite failure={failure} /> : null}
        <p>
          <AppLink to="/astrologer">{t.studioConsole}</AppLink>
        </p>
      </section>
      {live && stream ? <OnAir sessionId={session.id} stream={stream} createClient={createClient} /> : null}
    </div>
  );
}

/** On air: the socket as the broadcaster, the media engine sending the camera (live-engine.ts), the count and the chat with moderation. */
function OnAir({ sessionId, stream, createClient }: { sessionId: string; stream: MediaStream; createClient: LiveStudioProps['createClient'] }) {
  const t = useMessages(liveMessages);
  const [room, client] = useLiveRoom(sessionId, createClient);
  const broadcast = useRef<LiveSending | undefined>(undefined);
  const media = room.media;
  const broadcaster = room.you?.role === 'broadcaster';

  useEffect(() => {
    if (!client || !broadcaster || !media) return;
    const engine = startBroadcast(media, stream, client);
    broadcast.current = engine;
    return () => {
      engine.close();
      broadcast.current = undefined;
    };
    // Not on `stream`: a new one is swapped in place below, no reason to reconnect every viewer.
  }, [client, broadcaster, media]);

  useEffect(() => {
    void broadcast.current?.replaceStream(stream);
  }, [stream]);

  // A paid turn is private (docs/waitlist.md): while it runs, viewers see the astrologer but do not hear them.
  const inTurn = room.queue.turn_user_id !== null;
  useEffect(() => {
    for (const track of stream.getAudioTracks()) track.enabled = !inTurn;
  }, [stream, inTurn]);

  if (room.closed === 'replaced') return <p role="status">{t.studioReplaced}</p>;
  if (room.closed === 'ended') return <p role="status">{t.studioEnded}</p>;
  return (
    <section aria-label={t.chatTitle} className="live-studio__room">
      <p aria-live="polite">{room.status === 'reconnecting' ? t.reconnecting : t.watchingNow(room.viewers)}</p>
      <LiveGiftFeed gifts={room.gifts} />
      <LiveChat
        room={room}
        loggedIn
        onLoginNeeded={() => undefined}
        onSend={(text) => client?.send({ type: 'chat', text })}
        moderate={{ remove: (messageId) => client?.send({ type: 'remove_message', message_id: messageId }), mute: (userId) => client?.send({ type: 'mute', user_id: userId }) }}
      />
      <LiveQueuePanel sessionId={sessionId} room={room} />
    </section>
  );
}

type DeviceKind = 'videoinput' | 'audioinput';

function DeviceChoice({ label, kind, devices, value, onChange }: { label: string; kind: DeviceKind; devices: readonly MediaDeviceInfo[]; value: string; onChange: (kind: DeviceKind, deviceId: string) => void }) {
  const t = useMessages(liveMessages);
  const id = `studio-${kind}`;
  return (
    <p className="live-studio__device">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(kind, event.target.value)}>
        <option value="">{t.deviceDefault}</option>
        {devices
          .filter((device) => device.kind === kind && device.deviceId)
          .map((device, index) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label || `${label} ${index + 1}`}
            </option>
          ))}
      </select>
    </p>
  );
}

/** The camera and microphone: asked for at once, again when a device is chosen; the old tracks are stopped. */
// Async, so a browser without media devices refuses like one whose user said no.
const askForMedia = async (constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints);

function usePreview(getUserMedia = askForMedia) {
  const [stream, setStream] = useState<MediaStream>();
  const [problem, setProblem] = useState(false);
  const [devices, setDevices] = useState<readonly MediaDeviceInfo[]>([]);
  const [chosen, setChosen] = useState<Record<DeviceKind, string>>({ videoinput: '', audioinput: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current: MediaStream | undefined;
    let cancelled = false;
    const video = chosen.videoinput ? { deviceId: { exact: chosen.videoinput } } : true;
    const audio = chosen.audioinput ? { deviceId: { exact: chosen.audioinput } } : true;
    getUserMedia({ video, audio }).then(
      async (media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        current = media;
        setProblem(false);
        setStream(media);
        // Device names are readable only once the browser has been allowed the camera.
        setDevices((await navigator.mediaDevices?.enumerateDevices?.()) ?? []);
      },
      () => !cancelled && setProblem(true),
    );
    return () => {
      cancelled = true;
      current?.getTracks().forEach((track) => track.stop());
    };
  }, [chosen, attempt, getUserMedia]);

  const choose = useCallback((kind: DeviceKind, deviceId: string) => setChosen((before) => ({ ...before, [kind]: deviceId })), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { stream, problem, devices, chosen, choose, retry };
}
