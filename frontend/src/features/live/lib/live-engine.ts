import type { LiveMediaAccess } from '@nakshatra/contracts';
import { JanusBroadcast, JanusReception } from './live-janus';
import { LiveBroadcast, LiveReception } from './live-p2p';
import type { LiveSocketClient } from './live-socket-client';

/**
 * The media engines behind one interface for the pages (docs/live.md, docs/live-media.md): the
 * socket's `media.engine` says which. The embedded engine (live-p2p.ts) signals over the live
 * socket; Janus (live-janus.ts) speaks to Janus through the gateway with the socket's token.
 */

/** The studio's sending side. */
export interface LiveSending {
  /** Another camera or microphone, sent in place of the old tracks. */
  replaceStream(stream: MediaStream): Promise<void>;
  close(): void;
}

/** A viewer's receiving side. */
export interface LiveReceiving {
  /** The connection the video comes in on, for statistics. */
  readonly connection: RTCPeerConnection | undefined;
  close(): void;
}

export function startBroadcast(media: LiveMediaAccess, stream: MediaStream, client: LiveSocketClient): LiveSending {
  if (media.engine === 'janus') return new JanusBroadcast(stream, media);
  const iceServers = media.ice_servers.map((server) => ({ ...server, urls: [...server.urls] }));
  const engine = new LiveBroadcast(stream, { iceServers, sendSignal: (peerId, signal) => client.send({ type: 'signal', peer_id: peerId, signal }) });
  const off = client.subscribe((message) => {
    if (message.type === 'peer') {
      if (message.joined) void engine.addViewer(message.peer_id);
      else engine.removeViewer(message.peer_id);
    }
    if (message.type === 'signal') engine.handleSignal(message.peer_id, message.signal);
  });
  // Listening now: the server tells us every viewer waiting for an offer (one that came before would have been missed).
  client.send({ type: 'media_ready' });
  return {
    replaceStream: (next) => engine.replaceStream(next),
    close: () => {
      off();
      engine.close();
    },
  };
}

export interface ReceptionEvents {
  readonly onStream: (stream: MediaStream | undefined) => void;
  /** The broadcaster's socket left (true) or its video came (false): the page says they are away. */
  readonly onAway: (away: boolean) => void;
}

export function startReception(media: LiveMediaAccess, client: LiveSocketClient, { onStream, onAway }: ReceptionEvents): LiveReceiving {
  if (media.engine === 'janus') {
    const reception = new JanusReception(media, onStream);
    const off = client.subscribe((message) => message.type === 'broadcaster' && onAway(!message.present));
    return {
      get connection() {
        return reception.connection;
      },
      close: () => {
        off();
        reception.close();
      },
    };
  }
  const iceServers = media.ice_servers.map((server) => ({ ...server, urls: [...server.urls] }));
  const reception = new LiveReception({
    iceServers,
    sendSignal: (peerId, signal) => client.send({ type: 'signal', peer_id: peerId, signal }),
    onStream,
    askForOffer: () => client.send({ type: 'media_ready' }),
  });
  const off = client.subscribe((message) => {
    if (message.type === 'signal') {
      onAway(false);
      reception.handleSignal(message.peer_id, message.signal);
    }
    if (message.type === 'broadcaster' && !message.present) {
      reception.broadcasterLeft(message.peer_id);
      onAway(true);
    }
  });
  reception.start();
  return {
    get connection() {
      return reception.connection;
    },
    close: () => {
      off();
      reception.close();
    },
  };
}
