import type { ChatParticipant, ChatSessionView, RtcSignal } from '@nakshatra/contracts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CallConnection, type CallConnectionOptions, type CallSnapshot } from '../lib/call-connection';
import { iceServersForCall } from '../lib/call-ice-servers';
import { isOnThePhone } from '../lib/chat-session-state';
import { useChatSocket, useChatSocketMessages } from '../lib/chat-socket-context';

/** Tests hand in a fake RTCPeerConnection and media. */
export type CallMediaFactories = Pick<CallConnectionOptions, 'createPeerConnection' | 'getUserMedia' | 'createStream'>;

const IDLE: CallSnapshot = {
  state: 'starting',
  problem: undefined,
  muted: false,
  cameraOn: false,
  remoteStream: undefined,
  remoteVideo: false,
  localVideo: undefined,
  stats: { rttMs: null, packetLoss: null, bytesReceived: 0, packetsReceived: 0, packetsLost: 0, quality: 'unknown' },
};

/**
 * The media of an accepted call while it runs: a CallConnection wired to the chat socket (signals
 * both ways, the media heartbeat). The customer offers once the astrologer has the call open
 * (presence), and again each time the astrologer comes back to it (a reload). None while the phone
 * bridge carries the call, so its sound never comes twice and the browser cannot connect it a second way.
 */
export function useCall(sessionId: string, session: ChatSessionView | undefined, me: ChatParticipant | undefined, otherOnline: boolean | undefined, factories?: CallMediaFactories) {
  const client = useChatSocket();
  const running = session?.id === sessionId && session.channel === 'call' && session.status === 'active' && me !== undefined && !isOnThePhone(session);
  const [connection, setConnection] = useState<CallConnection>();
  // The connection as soon as it exists (state follows a render later), and the signals that come before it (the offer may beat it).
  const current = useRef<CallConnection | undefined>(undefined);
  const early = useRef<RtcSignal[]>([]);
  const latestFactories = useRef(factories);

  useChatSocketMessages((message) => {
    if (message.type !== 'signal' || message.session_id !== sessionId || (me !== undefined && message.from === me)) return;
    if (current.current) void current.current.handleSignal(message.signal);
    else early.current.push(message.signal);
  });

  useEffect(() => {
    if (!running || !me) return undefined;
    const call = new CallConnection({
      role: me === 'customer' ? 'caller' : 'callee',
      iceServers: () => iceServersForCall(sessionId),
      sendSignal: (signal) => client.send({ type: 'signal', session_id: sessionId, signal }),
      reportMedia: () => client.send({ type: 'media', session_id: sessionId, state: 'connected' }),
      ...latestFactories.current,
    });
    current.current = call;
    for (const signal of early.current.splice(0)) void call.handleSignal(signal);
    setConnection(call);
    return () => {
      call.close();
      current.current = undefined;
      setConnection(undefined);
    };
  }, [running, sessionId, me, client]);

  // The caller offers whenever the other side (re)appears on the call.
  useEffect(() => {
    if (connection && me === 'customer' && otherOnline) void connection.offer();
  }, [connection, me, otherOnline]);

  const snapshot = useSyncExternalStore(
    (notify) => connection?.subscribe(notify) ?? (() => undefined),
    () => connection?.current ?? IDLE,
  );
  return { connection, snapshot };
}
