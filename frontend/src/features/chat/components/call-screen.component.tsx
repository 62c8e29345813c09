import type { ChatParticipant, ChatSessionView } from '@nakshatra/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { endChatSession } from '../api/chat.api';
import { callMessages } from '../call.messages';
import { chatMessages } from '../chat.messages';
import { useAnnounceBilling } from '../hooks/use-announce-billing.hook';
import { useCall, type CallMediaFactories } from '../hooks/use-call.hook';
import { useChatSession } from '../hooks/use-chat-session.hook';
import { useNow } from '../hooks/use-now.hook';
import type { CallConnection, CallSnapshot } from '../lib/call-connection';
import { ChatSocketProvider, useChatSocketStatus } from '../lib/chat-socket-context';
import { ChatEnded, ChatRejected } from './chat-outcome.component';
import { useAstrologerName, WaitingForAnswer, type ChatScreenProps } from './chat-screen.component';
import { ConsultationDesk } from './consultation-desk.component';
import { PhoneCallOffer } from './phone-call-offer.component';
import { RequestAnswer } from './request-answer.component';
import '../chat.css';
import { BillingStats, LowBalanceWarning, SessionNotYet, SocketNotice } from './consultation-parts.component';
import { isOnThePhone } from '../lib/chat-session-state';
import '../call.css';

export interface CallScreenProps extends ChatScreenProps {
  /** Tests hand in a fake RTCPeerConnection and media; otherwise the browser's. */
  readonly media?: CallMediaFactories;
}

/**
 * /call-screen/:id for both sides of a call: the request (waiting / accept or reject) as a chat's,
 * then the call itself — connecting, the timer from the connection, minutes and rupees billed,
 * mute, camera, speaker, network quality, the low-balance warning, hang up — and the chat's
 * summary and review after it ends.
 */
export function CallScreen({ socketClient, ...props }: CallScreenProps) {
  return (
    <ChatSocketProvider {...(socketClient ? { client: socketClient } : {})}>
      <CallScreenBody {...props} />
    </ChatSocketProvider>
  );
}

function CallScreenBody({ sessionId, userId, initialSession, onLoginNeeded, review, desk, media }: Omit<CallScreenProps, 'socketClient'>) {
  const t = useMessages(callMessages);
  const tc = useMessages(chatMessages);
  const chat = useChatSession(sessionId, userId, initialSession);
  const { session } = chat;
  const me: ChatParticipant | undefined = session ? (session.customer_id === userId ? 'customer' : 'astrologer') : undefined;
  const astrologer = useAstrologerName(me === 'customer' ? session?.astrologer_id : undefined);
  const otherName = me === 'customer' ? (astrologer?.name ?? tc.astrologer) : (session?.intake.name ?? tc.customer);
  const socketStatus = useChatSocketStatus();
  useAnnounceBilling(session, me);
  const call = useCall(sessionId, session, me, chat.otherOnline, media);
  const title = session && me ? t.callWith(otherName) : t.call;

  // Each new state takes focus to its heading, so it is read at once.
  const screen = useRef<HTMLDivElement>(null);
  const status = session?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    const first = previous.current === undefined;
    previous.current = status;
    if (!first) screen.current?.querySelector<HTMLElement>('[data-state-heading]')?.focus();
  }, [status]);

  return (
    <div className="chat-screen call-screen" ref={screen}>
      <PageMeta title={`${title} · Nakshatra`} description={t.description} />
      <div className="chat-header">
        <div className="chat-header__who">
          {me === 'customer' && astrologer?.img_url && astrologer.img_url !== 'NA' ? <img className="chat-header__photo" src={astrologer.img_url} alt="" width={48} height={48} /> : null}
          <h1 className="chat-header__title">{title}</h1>
        </div>
        {session && session.free_minutes > 0 && (session.status === 'requested' || session.status === 'active') ? <p className="chat-header__free">{tc.freeMinutes(session.free_minutes)}</p> : null}
      </div>
      <SocketNotice status={socketStatus} loggedOut={t.loggedOut} onLoginNeeded={onLoginNeeded} />
      {!session || !me ? (
        <SessionNotYet missing={chat.history.state === 'failed' && chat.history.errorStatus === 404} status={socketStatus} notFound={t.notFound} connecting={t.connectingCall} />
      ) : session.status === 'requested' ? (
        me === 'customer' ? (
          <WaitingForAnswer session={session} astrologerName={otherName} onEnded={chat.applySession} />
        ) : (
          <RequestAnswer session={session} onAnswered={chat.applySession} />
        )
      ) : session.status === 'rejected' ? (
        <ChatRejected session={session} me={me} words={{ rejectedTitle: t.rejectedTitle }} againTo="/talk-to-astrologer" />
      ) : session.status === 'ended' ? (
        <ChatEnded
          session={session}
          me={me}
          words={{ endedTitle: t.endedTitle, youEnded: t.youEnded, astrologerEnded: t.astrologerEnded, customerEnded: t.customerEnded, balanceRanOut: t.balanceRanOut, customerBalanceRanOut: t.customerBalanceRanOut, chatAgain: t.chatAgain }}
          againTo="/talk-to-astrologer"
          review={review?.(session.id)}
        />
      ) : (
        <ConsultationDesk desk={me === 'astrologer' ? desk?.(session.intake) : undefined}>
          {me === 'customer' ? <p className="chat-chart-note">{session.intake.resolved_place ? tc.chartShared : tc.chartNotShared}</p> : null}
          <PhoneCallOffer session={session} me={me} onPlaced={chat.applySession} />
          <ActiveCall session={session} me={me} otherName={otherName} otherOnline={chat.otherOnline} connection={call.connection} snapshot={call.snapshot} onEnded={chat.applySession} />
        </ConsultationDesk>
      )}
    </div>
  );
}

interface ActiveCallProps {
  readonly session: ChatSessionView;
  readonly me: ChatParticipant;
  readonly otherName: string;
  readonly otherOnline: boolean | undefined;
  readonly connection: CallConnection | undefined;
  readonly snapshot: CallSnapshot;
  readonly onEnded: (session: ChatSessionView) => void;
}

function ActiveCall({ session, me, otherName, otherOnline, connection, snapshot, onEnded }: ActiveCallProps) {
  const t = useMessages(callMessages);
  const now = useNow(session.connected_at !== null);
  const elapsed = session.connected_at ? Math.max(0, (now - Date.parse(session.connected_at)) / 1000) : 0;
  const audio = useRef<HTMLAudioElement>(null);
  const [cameraFailed, setCameraFailed] = useState(false);

  useEffect(() => {
    if (audio.current && snapshot.remoteStream && audio.current.srcObject !== snapshot.remoteStream) audio.current.srcObject = snapshot.remoteStream;
  }, [snapshot.remoteStream]);

  // On the phone, the browser's media is off: no media status, no devices, no network line.
  const phone = isOnThePhone(session);
  const status =
    snapshot.problem === 'microphone' || phone
      ? null
      : snapshot.state === 'starting'
        ? t.startingMicrophone
        : snapshot.state === 'reconnecting'
          ? snapshot.problem === 'connection'
            ? t.connectionProblem
            : t.reconnectingCall
          : snapshot.state === 'connected' && session.connected_at !== null
            ? null
            : otherOnline === false
              ? t.waitingForOther(otherName)
              : t.connectingCall;

  return (
    <section className="call-active" aria-labelledby="call-active-title" data-call-state={snapshot.state} data-connected={session.connected_at !== null ? 'true' : 'false'}>
      <h2 id="call-active-title" className="visually-hidden" tabIndex={-1} data-state-heading>
        {t.callWith(otherName)}
      </h2>
      {snapshot.problem === 'microphone' ? (
        <p role="alert" className="chat-notice chat-notice--alert">
          {t.microphoneProblem}
        </p>
      ) : null}
      {status ? (
        <p role="status" className="chat-notice call-active__status">
          <Spinner /> {status}
        </p>
      ) : null}
      <BillingStats session={session} elapsed={elapsed} elapsedLabel={t.elapsed} className="chat-header__stats call-active__stats" />
      {session.connected_at === null ? <p className="call-active__note">{t.billingNote}</p> : null}
      {me === 'customer' && session.low_balance ? <LowBalanceWarning text={t.lowBalance} /> : null}
      {phone ? null : (
        <>
          <div className="call-active__media">
            <audio ref={audio} autoPlay />
            <VideoView stream={snapshot.remoteStream} hidden={!snapshot.remoteVideo} label={t.theirVideo(otherName)} className="call-video call-video--remote" />
            <VideoView stream={snapshot.localVideo} hidden={!snapshot.cameraOn} label={t.yourVideo} className="call-video call-video--local" />
          </div>
          <NetworkQuality snapshot={snapshot} />
        </>
      )}
      <div className="call-controls">
        {phone ? null : <BrowserMediaControls audio={audio} connection={connection} snapshot={snapshot} onCameraFailed={setCameraFailed} />}
        {/* On the phones (ringing or talking), the call ends when the phone call does: the status above says so, and the server refuses an end from here (chat.on_the_phone). */}
        {phone ? null : <HangUpButton sessionId={session.id} onEnded={onEnded} />}
      </div>
      {cameraFailed ? <p role="alert">{t.cameraFailed}</p> : null}
    </section>
  );
}

/** Mute, camera and speaker of the browser's own media. */
function BrowserMediaControls({ audio, connection, snapshot, onCameraFailed }: { audio: RefObject<HTMLAudioElement | null>; connection: CallConnection | undefined; snapshot: CallSnapshot; onCameraFailed: (failed: boolean) => void }) {
  const t = useMessages(callMessages);
  const toggleCamera = async () => {
    onCameraFailed(false);
    await connection?.setCamera(!snapshot.cameraOn).catch(() => onCameraFailed(true));
  };
  return (
    <>
      <button type="button" className="button button--secondary" aria-pressed={snapshot.muted} disabled={!connection} onClick={() => connection?.setMuted(!snapshot.muted)}>
        {snapshot.muted ? t.unmute : t.mute}
      </button>
      <button type="button" className="button button--secondary" aria-pressed={snapshot.cameraOn} disabled={!connection || snapshot.state === 'starting'} onClick={() => void toggleCamera()}>
        {snapshot.cameraOn ? t.cameraOff : t.cameraOn}
      </button>
      <SpeakerChoice audio={audio} refreshKey={snapshot.state} />
    </>
  );
}

function VideoView({ stream, hidden, label, className }: { stream: MediaStream | undefined; hidden: boolean; label: string; className: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== (stream ?? null)) video.current.srcObject = stream ?? null;
  }, [stream]);
  // Muted: the call's sound plays through the one audio element (and the speaker choice).
  return <video ref={video} className={className} hidden={hidden} aria-label={label} autoPlay playsInline muted />;
}

/** The network from getStats(): good / fair / poor, with the round trip and loss behind it. The data attributes are what the browser test reads. */
function NetworkQuality({ snapshot }: { snapshot: CallSnapshot }) {
  const t = useMessages(callMessages);
  const { quality, rttMs, packetLoss, bytesReceived } = snapshot.stats;
  const shown = snapshot.state === 'connected' ? quality : 'unknown';
  return (
    <p className={`call-network call-network--${shown}`} data-quality={shown} data-inbound-audio-bytes={bytesReceived}>
      <span className="call-network__bars" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {t.network}: <strong>{t[`network_${shown}`]}</strong>
      {shown !== 'unknown' ? <span className="call-network__detail"> ({t.networkDetail(rttMs === null ? '—' : `${rttMs} ms`, packetLoss === null ? '—' : `${(packetLoss * 100).toFixed(1)}%`)})</span> : null}
    </p>
  );
}

type SinkElement = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };

/** The output device, where the browser lets a page choose it (HTMLMediaElement.setSinkId). */
function SpeakerChoice({ audio, refreshKey }: { audio: RefObject<HTMLAudioElement | null>; refreshKey: string }) {
  const t = useMessages(callMessages);
  const supported = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype && typeof navigator.mediaDevices?.enumerateDevices === 'function';
  const [outputs, setOutputs] = useState<MediaDeviceInfo[]>([]);
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    if (!supported) return undefined;
    let live = true;
    const load = () =>
      void navigator.mediaDevices
        .enumerateDevices()
        .then((devices) => live && setOutputs(devices.filter((device) => device.kind === 'audiooutput' && device.deviceId !== '' && device.deviceId !== 'default')))
        .catch(() => undefined);
    load();
    navigator.mediaDevices.addEventListener?.('devicechange', load);
    return () => {
      live = false;
      navigator.mediaDevices.removeEventListener?.('devicechange', load);
    };
    // Labels come once the microphone is allowed: read again as the call moves on.
  }, [supported, refreshKey]);
  if (!supported || outputs.length === 0) return null;
  const choose = (deviceId: string) => {
    setChosen(deviceId);
    void (audio.current as SinkElement | null)?.setSinkId?.(deviceId).catch(() => undefined);
  };
  return (
    <label className="call-speaker">
      {t.speaker}{' '}
      <select value={chosen} onChange={(event) => choose(event.target.value)}>
        <option value="">{t.defaultSpeaker}</option>
        {outputs.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${t.speaker} ${index + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Hang up at once (no confirmation, as on a phone); the answer and the socket move both screens to the summary. */
function HangUpButton({ sessionId, onEnded }: { sessionId: string; onEnded: (session: ChatSessionView) => void }) {
  const t = useMessages(callMessages);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const hangUp = async () => {
    setBusy(true);
    setFailure(undefined);
    const answer = await endChatSession(sessionId).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    onEnded(answer.data);
  };
  return (
    <>
      <button type="button" className="button call-controls__hang-up" disabled={busy} aria-busy={busy} onClick={() => void hangUp()}>
        {busy ? <Spinner /> : null}
        {t.hangUp}
      </button>
      {failure ? <FailedWrite failure={failure} /> : null}
    </>
  );
}
