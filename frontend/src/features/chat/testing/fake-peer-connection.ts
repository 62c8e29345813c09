import { vi } from 'vitest';

/** A MediaStreamTrack enough for the call code: kind, enabled, mute events, stop. */
export class FakeTrack {
  enabled = true;
  muted = false;
  readyState: 'live' | 'ended' = 'live';
  onmute: (() => void) | null = null;
  onunmute: (() => void) | null = null;
  onended: (() => void) | null = null;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop(): void {
    this.stopped = true;
    this.readyState = 'ended';
  }
  setMuted(muted: boolean): void {
    this.muted = muted;
    (muted ? this.onmute : this.onunmute)?.();
  }
}

export class FakeStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): FakeTrack[] {
    return this.tracks;
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack): void {
    this.tracks.push(track);
  }
}

class FakeSender {
  track: FakeTrack | null = null;
  async replaceTrack(track: FakeTrack | null): Promise<void> {
    this.track = track;
  }
}

class FakeTransceiver {
  readonly sender = new FakeSender();
  readonly receiver: { track: FakeTrack };
  constructor(
    kind: 'audio' | 'video',
    public direction: RTCRtpTransceiverDirection,
  ) {
    this.receiver = { track: new FakeTrack(kind) };
  }
}

/**
 * An RTCPeerConnection the test drives: it records what the code does (transceivers, descriptions,
 * candidates), and the test plays the network (`connect`, `emitCandidate`, `emitTrack`, `stats`).
 */
export class FakePeerConnection {
  static instances: FakePeerConnection[] = [];
  static latest(): FakePeerConnection {
    const pc = FakePeerConnection.instances.at(-1);
    if (!pc) throw new Error('no peer connection was made');
    return pc;
  }
  static reset(): void {
    FakePeerConnection.instances = [];
  }

  readonly transceivers: FakeTransceiver[] = [];
  readonly addedCandidates: RTCIceCandidateInit[] = [];
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  closed = false;
  onicecandidate: ((event: { candidate: RTCIceCandidateInit | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  statsReport = new Map<string, Record<string, unknown>>();

  constructor(readonly configuration: RTCConfiguration) {
    FakePeerConnection.instances.push(this);
  }

  addTransceiver(trackOrKind: FakeTrack | 'audio' | 'video', init: { direction: RTCRtpTransceiverDirection }): FakeTransceiver {
    const kind = typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind;
    const transceiver = new FakeTransceiver(kind, init.direction);
    if (typeof trackOrKind !== 'string') transceiver.sender.track = trackOrKind;
    this.transceivers.push(transceiver);
    return transceiver;
  }
  getTransceivers(): FakeTransceiver[] {
    return this.transceivers;
  }
  addTrack(track: FakeTrack): FakeSender {
    return this.addTransceiver(track, { direction: 'sendonly' }).sender;
  }
  getSenders(): FakeSender[] {
    return this.transceivers.map((transceiver) => transceiver.sender);
  }
  async createOffer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'offer', sdp: `offer-sdp-${FakePeerConnection.instances.indexOf(this)}` };
  }
  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'answer', sdp: `answer-sdp-${FakePeerConnection.instances.indexOf(this)}` };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.remoteDescription = description;
    if (description.type === 'offer') {
      this.signalingState = 'have-remote-offer';
      // As a browser does: the offer's media sections become transceivers that only receive.
      if (this.transceivers.length === 0) this.transceivers.push(new FakeTransceiver('audio', 'recvonly'), new FakeTransceiver('video', 'recvonly'));
    } else {
      this.signalingState = 'stable';
    }
  }
  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    this.addedCandidates.push(candidate);
  }
  async getStats(): Promise<Map<string, Record<string, unknown>>> {
    return this.statsReport;
  }
  close(): void {
    this.closed = true;
    this.connectionState = 'closed';
  }

  // What the network does:
  setConnectionState(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
  emitCandidate(candidate: RTCIceCandidateInit | null): void {
    this.onicecandidate?.({ candidate });
  }
  emitTrack(track: FakeTrack): void {
    this.ontrack?.({ track, streams: [] });
  }
}

export interface FakeMedia {
  readonly microphone: FakeTrack[];
  readonly cameras: FakeTrack[];
  readonly getUserMedia: ReturnType<typeof vi.fn>;
}

/** getUserMedia that hands out fake tracks (or refuses, with `deny`), recording what it gave. */
export function fakeGetUserMedia({ deny = false }: { deny?: boolean } = {}): FakeMedia {
  const microphone: FakeTrack[] = [];
  const cameras: FakeTrack[] = [];
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    if (deny) throw new DOMException('Permission denied', 'NotAllowedError');
    const track = new FakeTrack(constraints.video ? 'video' : 'audio');
    (track.kind === 'video' ? cameras : microphone).push(track);
    return new FakeStream([track]);
  });
  return { microphone, cameras, getUserMedia };
}

/** Puts the fakes where the browser's are: RTCPeerConnection, MediaStream and navigator.mediaDevices. */
export function installFakeMedia(options: { deny?: boolean } = {}): FakeMedia {
  FakePeerConnection.reset();
  const media = fakeGetUserMedia(options);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeStream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: media.getUserMedia, enumerateDevices: async () => [], addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  return media;
}
