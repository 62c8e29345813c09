import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { useLiveRoom } from '../hooks/use-live-room.hook';
import { startReception } from '../lib/live-engine';
import type { LiveSocketClient } from '../lib/live-socket-client';
import { liveMessages } from '../live.messages';
import { GiftTray } from './gift-tray.component';
import { LiveChat } from './live-chat.component';
import { LiveGiftFeed } from './live-gift-feed.component';
import type { FollowLogin } from './follow-button.component';
import { LiveQueueJoin, type AskTurnIntake } from './live-queue-join.component';

export interface LiveWatchProps {
  readonly sessionId: string;
  readonly title: string;
  readonly login: FollowLogin;
  /** The session's astrologer, whose queue for a paid turn the page offers. */
  readonly astrologerId: string;
  /** The intake dialog for joining the queue (composed in by the app). */
  readonly askIntake?: AskTurnIntake;
  /** Tests hand in a client over a fake socket. */
  readonly createClient?: (sessionId: string) => LiveSocketClient;
}

/**
 * Watching a session on air: the broadcaster's video and sound through the session's media engine
 * (live-engine.ts: the embedded one's offer over the live socket, or Janus's), the viewer count, gifts
 * to send and those arriving, and the live chat.
 * Browsers start a video with sound only after a tap, so it starts muted with a button for sound.
 */
export function LiveWatch({ sessionId, title, login, astrologerId, askIntake, createClient }: LiveWatchProps) {
  const t = useMessages(liveMessages);
  const [room, client] = useLiveRoom(sessionId, createClient);
  const [stream, setStream] = useState<MediaStream>();
  const [away, setAway] = useState(false);
  const [soundOn, setSoundOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const media = room.media;
  const ready = room.you !== undefined;

  // A new reception for each media access: the embedded engine's on every join, Janus's also when the astrologer's feed changes.
  useEffect(() => {
    if (!client || !ready || !media) return;
    const reception = startReception(media, client, { onStream: setStream, onAway: setAway });
    return () => reception.close();
  }, [client, ready, media]);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream ?? null;
  }, [stream]);

  if (room.closed === 'full') return <p role="status">{t.roomFull(room.maxViewers)}</p>;
  if (room.closed === 'ended') return <p role="status">{t.sessionEnded}</p>;
  const note = room.status === 'reconnecting' ? t.reconnecting : !ready ? t.connecting : away ? t.broadcasterAway : !stream ? t.waitingForVideo : undefined;
  return (
    <div className="live-watch">
      <div>
        <div className="live-watch__stage">
          <video ref={video} className="live-watch__video" aria-label={t.player(title)} autoPlay playsInline muted={!soundOn} />
          {note ? (
            <p role="status" className="live-watch__note">
              {note}
            </p>
          ) : null}
          {stream && !soundOn ? (
            <button type="button" className="button live-watch__sound" onClick={() => setSoundOn(true)}>
              {t.unmute}
            </button>
          ) : null}
        </div>
        <p className="live-watch__viewers" aria-live="polite">
          {t.watchingNow(room.viewers)}
        </p>
        <GiftTray sessionId={sessionId} login={login} />
        <LiveGiftFeed gifts={room.gifts} />
      </div>
      <LiveChat room={room} loggedIn={login.loggedIn} onLoginNeeded={login.onLoginNeeded} onSend={(text) => client?.send({ type: 'chat', text })} />
      <LiveQueueJoin sessionId={sessionId} astrologerId={astrologerId} room={room} login={login} askIntake={askIntake} />
    </div>
  );
}
