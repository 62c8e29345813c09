import type { RtcSignal } from '@nakshatra/contracts';

/** What both ends need: how to make a peer connection (tests hand in a fake) and where signals go. */
interface PeerOptions {
  readonly iceServers: RTCIceServer[];
  /** A signal for the peer named (`{type: 'signal', peer_id}` on the live socket). */
  readonly sendSignal: (peerId: string, signal: RtcSignal) => void;
  readonly createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
}

/** One peer connection with the ICE candidates that came before its remote description. */
class Peer {
  private readonly pending: RTCIceCandidateInit[] = [];
  readonly createdAt = Date.now();
  /** Signals are applied one at a time, in the order they came. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly pc: RTCPeerConnection,
    peerId: string,
    sendSignal: PeerOptions['sendSignal'],
  ) {
    pc.onicecandidate = (event) => sendSignal(peerId, { kind: 'ice', candidate: event.candidate ? candidateOf(event.candidate) : null });
  }

  apply(step: () => Promise<unknown>): Promise<unknown> {
    this.queue = this.queue.then(step).catch((error: unknown) => console.warn('A live signal could not be applied', error));
    return this.queue;
  }

  async remote(description: RTCSessionDescriptionInit): Promise<void> {
    await this.pc.setRemoteDescription(description);
    for (const candidate of this.pending.splice(0)) await this.pc.addIceCandidate(candidate);
  }

  async candidate(candidate: RTCIceCandidateInit | null): Promise<void> {
    if (candidate === null) return;
    if (!this.pc.remoteDescription) return void this.pending.push(candidate);
    await this.pc.addIceCandidate(candidate);
  }
}

/**
 * A viewer asks for an offer again when its connection has not come up this long after asking (an
 * offer or answer lost on the way, ICE that never connected), doubling up to a minute. Longer than
 * LIVE_P2P_REASK_IGNORED_MS, so a viewer's ask is never taken for a repeat of the one before it.
 */
export const LIVE_P2P_CONNECT_MS = 15_000;
const LIVE_P2P_CONNECT_MAX_MS = 60_000;
/**
 * The broadcaster offers a viewer afresh only if its last offer to it is older than this (or its
 * connection failed): the viewer's own ask and the server's announcement after the broadcaster
 * started may both arrive, and a second offer would cross the first one's answer.
 */
export const LIVE_P2P_REASK_IGNORED_MS = 5_000;

const candidateOf = (candidate: RTCIceCandidate) => ({ candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex });
const makePeerConnection = (configuration: RTCConfiguration) => new RTCPeerConnection(configuration);

/**
 * The broadcaster's side of the embedded engine (docs/live.md): one peer connection per viewer,
 * each sending the same camera and microphone tracks. The broadcaster always offers (a viewer
 * arriving, or a viewer asking again after a reload), so there is never glare; a new offer to the
 * same viewer starts a fresh connection. Changing a device replaces the track on every connection.
 */
export class LiveBroadcast {
  private readonly peers = new Map<string, Peer>();

  constructor(
    private stream: MediaStream,
    private readonly options: PeerOptions,
  ) {}

  get viewerCount(): number {
    return this.peers.size;
  }

  /** A viewer's peer asked for an offer: a fresh connection with our tracks, and an offer (unless one just went). */
  async addViewer(peerId: string): Promise<void> {
    const existing = this.peers.get(peerId);
    if (existing && existing.pc.connectionState !== 'failed' && Date.now() - existing.createdAt < LIVE_P2P_REASK_IGNORED_MS) return;
    this.removeViewer(peerId);
    const pc = (this.options.createPeerConnection ?? makePeerConnection)({ iceServers: this.options.iceServers });
    const peer = new Peer(pc, peerId, this.options.sendSignal);
    this.peers.set(peerId, peer);
    for (const track of this.stream.getTracks()) pc.addTrack(track, this.stream);
    await peer.apply(async () => {
      await pc.setLocalDescription(await pc.createOffer());
      if (pc.localDescription?.sdp) this.options.sendSignal(peerId, { kind: 'offer', sdp: pc.localDescription.sdp });
    });
  }

  removeViewer(peerId: string): void {
    this.peers.get(peerId)?.pc.close();
    this.peers.delete(peerId);
  }

  /** A viewer's answer or candidate. */
  handleSignal(peerId: string, signal: RtcSignal): void {
    const peer = this.peers.get(peerId);
    if (!peer) return;
    if (signal.kind === 'answer') void peer.apply(() => peer.remote({ type: 'answer', sdp: signal.sdp }));
    if (signal.kind === 'ice') void peer.apply(() => peer.candidate(signal.candidate));
  }

  /** Another camera or microphone: every viewer gets the new track without a new offer. */
  async replaceStream(stream: MediaStream): Promise<void> {
    this.stream = stream;
    for (const { pc } of this.peers.values()) {
      for (const sender of pc.getSenders()) {
        const track = stream.getTracks().find((candidate) => candidate.kind === sender.track?.kind);
        if (track) await sender.replaceTrack(track);
      }
    }
  }

  close(): void {
    for (const peerId of [...this.peers.keys()]) this.removeViewer(peerId);
  }
}

/**
 * A viewer's side of the embedded engine: asks for the broadcaster's offer, answers it (a fresh
 * connection each time) and hands the received stream to the page. Until a connection is up it asks
 * again now and then (LIVE_P2P_CONNECT_MS), and at once when one fails, so a lost signal or a
 * broken path costs seconds, not the session.
 */
export class LiveReception {
  private peer: Peer | undefined;
  private broadcasterPeerId: string | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private retryMs = LIVE_P2P_CONNECT_MS;

  constructor(
    private readonly options: PeerOptions & {
      readonly onStream: (stream: MediaStream | undefined) => void;
      readonly onState?: (state: RTCPeerConnectionState) => void;
      /** Asks the broadcaster for an offer (`media_ready` on the live socket). */
      readonly askForOffer: () => void;
    },
  ) {}

  /** Starts listening: the first ask, with the watch for a connection that does not come. */
  start(): void {
    this.ask();
  }

  private ask(): void {
    this.options.askForOffer();
    this.askLater();
  }

  /** The next ask, unless a connection comes up first. */
  private askLater(): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.retryMs = Math.min(this.retryMs * 2, LIVE_P2P_CONNECT_MAX_MS);
      this.ask();
    }, this.retryMs);
  }

  private connectionChanged(state: RTCPeerConnectionState): void {
    this.options.onState?.(state);
    if (state === 'connected') {
      clearTimeout(this.retry);
      this.retryMs = LIVE_P2P_CONNECT_MS;
    }
    if (state === 'failed') this.ask();
  }

  /** The broadcaster's peer connection, for the page's statistics (frames decoded). */
  get connection(): RTCPeerConnection | undefined {
    return this.peer?.pc;
  }

  handleSignal(fromPeerId: string, signal: RtcSignal): void {
    if (signal.kind === 'offer') {
      this.dropPeer();
      this.broadcasterPeerId = fromPeerId;
      const pc = (this.options.createPeerConnection ?? makePeerConnection)({ iceServers: this.options.iceServers });
      const peer = new Peer(pc, fromPeerId, this.options.sendSignal);
      this.peer = peer;
      pc.ontrack = (event) => this.options.onStream(event.streams[0]);
      pc.onconnectionstatechange = () => pc === this.peer?.pc && this.connectionChanged(pc.connectionState);
      void peer.apply(async () => {
        await peer.remote({ type: 'offer', sdp: signal.sdp });
        await pc.setLocalDescription(await pc.createAnswer());
        if (pc.localDescription?.sdp) this.options.sendSignal(fromPeerId, { kind: 'answer', sdp: pc.localDescription.sdp });
      });
      return;
    }
    if (signal.kind === 'ice' && this.peer && fromPeerId === this.broadcasterPeerId) {
      const peer = this.peer;
      void peer.apply(() => peer.candidate(signal.candidate));
    }
  }

  /**
   * The broadcaster left (its peer named): the picture stops until it comes back with a new offer
   * (the server asks it for us when it returns; we ask again later in case that is missed).
   */
  broadcasterLeft(peerId: string): void {
    if (peerId !== this.broadcasterPeerId) return;
    this.dropPeer();
    this.retryMs = LIVE_P2P_CONNECT_MS;
    this.askLater();
  }

  close(): void {
    clearTimeout(this.retry);
    this.dropPeer();
  }

  private dropPeer(): void {
    this.peer?.pc.close();
    this.peer = undefined;
    this.broadcasterPeerId = undefined;
    this.options.onStream(undefined);
  }
}
