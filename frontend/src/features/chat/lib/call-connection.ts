import type { RtcSignal } from '@nakshatra/contracts';
import { CALL_HEARTBEAT_MS } from '@nakshatra/contracts/client';
import { readCallStats, type CallStats } from './call-stats';

/** The customer calls (makes every offer); the astrologer answers. */
export type CallRole = 'caller' | 'callee';

/**
 * starting: asking for the microphone. connecting: negotiating / ICE checks. connected: media flows
 * (heartbeats go). reconnecting: the path was lost and may come back. failed: no microphone, or the
 * connection failed. closed.
 */
export type CallMediaState = 'starting' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface CallSnapshot {
  readonly state: CallMediaState;
  /** Why `failed`: the microphone was refused or missing, or the connection failed. */
  readonly problem: 'microphone' | 'connection' | undefined;
  readonly muted: boolean;
  readonly cameraOn: boolean;
  /** The other side's audio and video tracks, for the page's media elements. */
  readonly remoteStream: MediaStream | undefined;
  /** Whether the other side's camera sends frames now. */
  readonly remoteVideo: boolean;
  readonly localVideo: MediaStream | undefined;
  readonly stats: CallStats;
}

export interface CallConnectionOptions {
  readonly role: CallRole;
  /** Where the ICE servers come from (call-ice-servers.ts). */
  readonly iceServers: () => Promise<RTCIceServer[]>;
  /** A signal for the other participant (`{type: 'signal'}` on the chat socket). */
  readonly sendSignal: (signal: RtcSignal) => void;
  /** "My media flows" (`{type: 'media', state: 'connected'}`): once connected, then every heartbeatMs while it stays so. */
  readonly reportMedia: () => void;
  readonly createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  readonly getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  readonly createStream?: () => MediaStream;
  readonly heartbeatMs?: number;
  readonly statsMs?: number;
}

const EMPTY_STATS: CallStats = { rttMs: null, packetLoss: null, bytesReceived: 0, quality: 'unknown', packetsReceived: 0, packetsLost: 0 };

/**
 * One side of a call's media, apart from React so it can be tested with a fake RTCPeerConnection.
 * The protocol is deliberately simple: only the caller offers, and every offer starts a fresh peer
 * connection on both sides (the first one, the callee coming back after a reload, and the caller's
 * retry after a failure alike), so there is no glare and no renegotiation. Video needs none either:
 * both sides carry a video transceiver from the first offer, and the camera switch puts a track on
 * it or takes it off (`replaceTrack`).
 */
export class CallConnection {
  private pc: RTCPeerConnection | undefined;
  private audioTrack: MediaStreamTrack | undefined;
  private videoTrack: MediaStreamTrack | undefined;
  private videoTransceiver: RTCRtpTransceiver | undefined;
  private readonly media: Promise<MediaStreamTrack | undefined>;
  /** Candidates that came before the description they belong to. */
  private pendingCandidates: RTCIceCandidateInit[] = [];
  /** Signals are applied one at a time, in the order they came. */
  private queue: Promise<unknown> = Promise.resolve();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private statsTimer: ReturnType<typeof setInterval> | undefined;
  private previousStats: CallStats | undefined;
  private snapshot: CallSnapshot = { state: 'starting', problem: undefined, muted: false, cameraOn: false, remoteStream: undefined, remoteVideo: false, localVideo: undefined, stats: EMPTY_STATS };
  private readonly listeners = new Set<() => void>();
  private readonly options: Required<CallConnectionOptions>;

  constructor(options: CallConnectionOptions) {
    this.options = {
      createPeerConnection: (configuration) => new RTCPeerConnection(configuration),
      getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
      createStream: () => new MediaStream(),
      heartbeatMs: CALL_HEARTBEAT_MS,
      statsMs: 2_000,
      ...options,
    };
    this.media = this.options
      .getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true }, video: false })
      .then((stream) => {
        if (this.snapshot.state === 'closed') {
          stream.getTracks().forEach((track) => track.stop());
          return undefined;
        }
        this.audioTrack = stream.getAudioTracks()[0];
        this.update({ state: 'connecting' });
        return this.audioTrack;
      })
      .catch(() => {
        if (this.snapshot.state !== 'closed') this.update({ state: 'failed', problem: 'microphone' });
        return undefined;
      });
  }

  get current(): CallSnapshot {
    return this.snapshot;
  }

  /** The peer connection (tests and the stats reader). */
  get peerConnection(): RTCPeerConnection | undefined {
    return this.pc;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The caller offers: when the other side has the call open, and again whenever it comes back or the connection failed. */
  offer(): Promise<void> {
    return this.enqueue(async () => {
      if (this.options.role !== 'caller') return;
      const track = await this.media;
      if (!track || this.closed) return;
      const pc = await this.freshPeerConnection();
      if (!pc) return;
      pc.addTransceiver(track, { direction: 'sendrecv' });
      this.videoTransceiver = pc.addTransceiver('video', { direction: 'sendrecv' });
      if (this.videoTrack) await this.videoTransceiver.sender.replaceTrack(this.videoTrack);
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      if (this.pc === pc && offer.sdp) this.options.sendSignal({ kind: 'offer', sdp: offer.sdp });
    });
  }

  /** A signal from the other participant. */
  handleSignal(signal: RtcSignal): Promise<void> {
    return this.enqueue(async () => {
      if (this.closed) return;
      switch (signal.kind) {
        case 'offer':
          return this.answerOffer(signal.sdp);
        case 'answer':
          if (this.options.role !== 'caller' || this.pc?.signalingState !== 'have-local-offer') return;
          await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
          return this.flushCandidates();
        case 'ice': {
          // null: the other side has no more candidates; the browser copes without being told.
          if (!signal.candidate) return;
          if (!this.pc?.remoteDescription) {
            this.pendingCandidates.push(signal.candidate);
            return;
          }
          await this.pc.addIceCandidate(signal.candidate).catch(() => undefined);
          return;
        }
      }
    });
  }

  setMuted(muted: boolean): void {
    if (this.audioTrack) this.audioTrack.enabled = !muted;
    this.update({ muted });
  }

  /** Camera on: a video track on the video transceiver; off: none (the other side's video track goes mute). */
  async setCamera(on: boolean): Promise<void> {
    if (on === this.snapshot.cameraOn) return;
    if (on) {
      const stream = await this.options.getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: false });
      const track = stream.getVideoTracks()[0];
      if (!track || this.closed) {
        stream.getTracks().forEach((each) => each.stop());
        return;
      }
      this.videoTrack = track;
      await this.videoTransceiver?.sender.replaceTrack(track);
      this.update({ cameraOn: true, localVideo: stream });
    } else {
      const track = this.videoTrack;
      this.videoTrack = undefined;
      await this.videoTransceiver?.sender.replaceTrack(null);
      track?.stop();
      this.update({ cameraOn: false, localVideo: undefined });
    }
  }

  close(): void {
    if (this.closed) return;
    this.update({ state: 'closed' });
    this.stopTimers();
    this.pc?.close();
    this.pc = undefined;
    this.audioTrack?.stop();
    this.videoTrack?.stop();
    void this.media.then((track) => track?.stop());
  }

  private get closed(): boolean {
    return this.snapshot.state === 'closed';
  }

  private async answerOffer(sdp: string): Promise<void> {
    if (this.options.role !== 'callee') return;
    const track = await this.media;
    if (!track || this.closed) return;
    const pc = await this.freshPeerConnection();
    if (!pc) return;
    await pc.setRemoteDescription({ type: 'offer', sdp });
    for (const transceiver of pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind;
      transceiver.direction = 'sendrecv';
      if (kind === 'audio') await transceiver.sender.replaceTrack(track);
      if (kind === 'video') {
        this.videoTransceiver = transceiver;
        if (this.videoTrack) await transceiver.sender.replaceTrack(this.videoTrack);
      }
    }
    await this.flushCandidates();
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    if (this.pc === pc && answer.sdp) this.options.sendSignal({ kind: 'answer', sdp: answer.sdp });
  }

  /** Closes the previous peer connection, if any, and opens one wired to this object. */
  private async freshPeerConnection(): Promise<RTCPeerConnection | undefined> {
    const iceServers = await this.options.iceServers();
    if (this.closed) return undefined;
    this.stopTimers();
    this.pc?.close();
    this.pendingCandidates = [];
    this.videoTransceiver = undefined;
    const pc = this.options.createPeerConnection({ iceServers });
    this.pc = pc;
    const remote = this.options.createStream();
    this.update({ state: 'connecting', problem: undefined, remoteStream: remote, remoteVideo: false });
    pc.onicecandidate = (event) => {
      if (this.pc !== pc) return;
      const candidate = event.candidate;
      this.options.sendSignal({ kind: 'ice', candidate: candidate ? { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } : null });
    };
    pc.ontrack = (event) => {
      if (this.pc !== pc) return;
      const track = event.track;
      remote.addTrack(track);
      if (track.kind === 'video') {
        // A camera switched off sends no frames: the track goes mute, and the page hides the video.
        const show = () => this.pc === pc && this.update({ remoteVideo: !track.muted && track.readyState === 'live' });
        track.onmute = show;
        track.onunmute = show;
        track.onended = show;
        show();
      }
      this.update({ remoteStream: remote });
    };
    pc.onconnectionstatechange = () => {
      if (this.pc === pc) this.onConnectionState(pc.connectionState);
    };
    return pc;
  }

  private onConnectionState(state: RTCPeerConnectionState): void {
    switch (state) {
      case 'connected':
        this.update({ state: 'connected', problem: undefined });
        this.startTimers();
        return;
      case 'disconnected':
        // Often comes back by itself within seconds; no heartbeat while the media does not flow.
        this.stopTimers();
        this.update({ state: 'reconnecting' });
        return;
      case 'failed':
        this.stopTimers();
        this.update({ state: 'reconnecting', problem: 'connection' });
        // The caller starts again with a new offer; the callee waits for it.
        if (this.options.role === 'caller') void this.offer();
        return;
      default:
        return;
    }
  }

  private startTimers(): void {
    this.stopTimers();
    this.options.reportMedia();
    this.heartbeat = setInterval(() => this.options.reportMedia(), this.options.heartbeatMs);
    this.statsTimer = setInterval(() => void this.sampleStats(), this.options.statsMs);
    void this.sampleStats();
  }

  private stopTimers(): void {
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    if (this.statsTimer !== undefined) clearInterval(this.statsTimer);
    this.heartbeat = undefined;
    this.statsTimer = undefined;
  }

  private async sampleStats(): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    const report = await pc.getStats().catch(() => undefined);
    if (!report || this.pc !== pc) return;
    const stats = readCallStats(report, this.previousStats);
    this.previousStats = stats;
    this.update({ stats });
  }

  private async flushCandidates(): Promise<void> {
    const pc = this.pc;
    const candidates = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of candidates) await pc?.addIceCandidate(candidate).catch(() => undefined);
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step).catch(() => {
      if (!this.closed) this.update({ state: 'failed', problem: 'connection' });
    });
    this.queue = next;
    return next;
  }

  private update(change: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
