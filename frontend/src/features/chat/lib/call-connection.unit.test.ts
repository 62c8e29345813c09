import type { RtcSignal } from '@nakshatra/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGetUserMedia, FakePeerConnection, FakeStream, FakeTrack } from '../testing/fake-peer-connection';
import { CallConnection, type CallRole } from './call-connection';
import { networkQuality, readCallStats } from './call-stats';

afterEach(() => {
  vi.useRealTimers();
  FakePeerConnection.reset();
});

function makeCall(role: CallRole, { deny = false } = {}) {
  const media = fakeGetUserMedia({ deny });
  const signals: RtcSignal[] = [];
  const reportMedia = vi.fn();
  const call = new CallConnection({
    role,
    iceServers: async () => [{ urls: 'stun:stun.example.in:3478' }],
    sendSignal: (signal) => signals.push(signal),
    reportMedia,
    createPeerConnection: (configuration) => new FakePeerConnection(configuration) as unknown as RTCPeerConnection,
    getUserMedia: media.getUserMedia as unknown as (constraints: MediaStreamConstraints) => Promise<MediaStream>,
    createStream: () => new FakeStream() as unknown as MediaStream,
    heartbeatMs: 5_000,
    statsMs: 60_000,
  });
  return { call, media, signals, reportMedia };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('call connection', () => {
  it('caller: asks for the microphone, then offers audio and a video transceiver with the ICE servers it was given', async () => {
    const { call, media, signals } = makeCall('caller');
    expect(call.current.state).toBe('starting');
    await call.offer();
    expect(media.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: expect.anything(), video: false }));
    const pc = FakePeerConnection.latest();
    expect(pc.configuration).toEqual({ iceServers: [{ urls: 'stun:stun.example.in:3478' }] });
    expect(pc.transceivers.map((each) => [each.receiver.track.kind, each.direction, each.sender.track?.kind ?? null])).toEqual([
      ['audio', 'sendrecv', 'audio'],
      ['video', 'sendrecv', null],
    ]);
    expect(signals).toEqual([{ kind: 'offer', sdp: 'offer-sdp-0' }]);
    expect(call.current.state).toBe('connecting');

    pc.emitCandidate({ candidate: 'candidate:1 1 udp 2122260223 192.168.1.5 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 });
    pc.emitCandidate(null);
    expect(signals.slice(1)).toEqual([
      { kind: 'ice', candidate: { candidate: 'candidate:1 1 udp 2122260223 192.168.1.5 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 } },
      { kind: 'ice', candidate: null },
    ]);

    await call.handleSignal({ kind: 'answer', sdp: 'their-answer' });
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'their-answer' });
  });

  it('callee: keeps candidates that come before the offer, answers with its microphone on the offered transceivers', async () => {
    const { call, signals } = makeCall('callee');
    await call.offer(); // only the caller offers
    expect(FakePeerConnection.instances).toHaveLength(0);

    const early = call.handleSignal({ kind: 'ice', candidate: { candidate: 'candidate:early', sdpMid: '0', sdpMLineIndex: 0 } });
    await call.handleSignal({ kind: 'offer', sdp: 'their-offer' });
    await early;
    const pc = FakePeerConnection.latest();
    // The early candidate was kept while there was no connection, and added once the offer was in.
    expect(pc.remoteDescription).toEqual({ type: 'offer', sdp: 'their-offer' });
    await call.handleSignal({ kind: 'ice', candidate: { candidate: 'candidate:late', sdpMid: '0', sdpMLineIndex: 0 } });
    expect(pc.addedCandidates.map((each) => each.candidate)).toEqual(['candidate:late']);
    expect(pc.transceivers.map((each) => [each.receiver.track.kind, each.direction, each.sender.track?.kind ?? null])).toEqual([
      ['audio', 'sendrecv', 'audio'],
      ['video', 'sendrecv', null],
    ]);
    expect(signals).toEqual([{ kind: 'answer', sdp: 'answer-sdp-0' }]);
  });

  it('queues candidates that arrive before the remote description and adds them after it', async () => {
    const { call } = makeCall('caller');
    await call.offer();
    const pc = FakePeerConnection.latest();
    await call.handleSignal({ kind: 'ice', candidate: { candidate: 'candidate:a', sdpMid: '0', sdpMLineIndex: 0 } });
    expect(pc.addedCandidates).toEqual([]);
    await call.handleSignal({ kind: 'answer', sdp: 'their-answer' });
    expect(pc.addedCandidates.map((each) => each.candidate)).toEqual(['candidate:a']);
  });

  it('reports the media connected at once and then every heartbeat while connected, and stops when the path drops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { call, reportMedia } = makeCall('caller');
    await call.offer();
    const pc = FakePeerConnection.latest();
    pc.setConnectionState('connected');
    expect(call.current.state).toBe('connected');
    expect(reportMedia).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_000);
    expect(reportMedia).toHaveBeenCalledTimes(4);
    pc.setConnectionState('disconnected');
    expect(call.current.state).toBe('reconnecting');
    vi.advanceTimersByTime(30_000);
    expect(reportMedia).toHaveBeenCalledTimes(4);
    pc.setConnectionState('connected');
    expect(reportMedia).toHaveBeenCalledTimes(5);
    call.close();
    vi.advanceTimersByTime(30_000);
    expect(reportMedia).toHaveBeenCalledTimes(5);
  });

  it('caller: a failed connection starts again with a fresh peer connection and a new offer', async () => {
    const { call, signals } = makeCall('caller');
    await call.offer();
    const first = FakePeerConnection.latest();
    first.setConnectionState('failed');
    expect(call.current).toMatchObject({ state: 'reconnecting', problem: 'connection' });
    await vi.waitFor(() => expect(FakePeerConnection.instances).toHaveLength(2));
    await settle();
    expect(first.closed).toBe(true);
    expect(signals.filter((signal) => signal.kind === 'offer')).toHaveLength(2);
    // Events of the old connection no longer count.
    first.setConnectionState('connected');
    expect(call.current.state).toBe('connecting');
  });

  it('callee: every offer starts a fresh peer connection (the caller came back)', async () => {
    const { call } = makeCall('callee');
    await call.handleSignal({ kind: 'offer', sdp: 'one' });
    await call.handleSignal({ kind: 'offer', sdp: 'two' });
    expect(FakePeerConnection.instances.map((pc) => pc.closed)).toEqual([true, false]);
    expect(FakePeerConnection.latest().remoteDescription?.sdp).toBe('two');
  });

  it('mutes by disabling the microphone track', async () => {
    const { call, media } = makeCall('caller');
    await call.offer();
    call.setMuted(true);
    expect(media.microphone[0]?.enabled).toBe(false);
    expect(call.current.muted).toBe(true);
    call.setMuted(false);
    expect(media.microphone[0]?.enabled).toBe(true);
  });

  it('camera on puts a video track on the video transceiver without renegotiating; off takes it away and stops it', async () => {
    const { call, media, signals } = makeCall('caller');
    await call.offer();
    const pc = FakePeerConnection.latest();
    await call.setCamera(true);
    const camera = media.cameras[0];
    expect(pc.transceivers[1]?.sender.track).toBe(camera);
    expect(call.current.cameraOn).toBe(true);
    expect(call.current.localVideo).toBeDefined();
    await call.setCamera(false);
    expect(pc.transceivers[1]?.sender.track).toBeNull();
    expect(camera?.stopped).toBe(true);
    expect(call.current.cameraOn).toBe(false);
    expect(signals.filter((signal) => signal.kind === 'offer')).toHaveLength(1);
  });

  it("shows the other side's video only while its camera sends frames", async () => {
    const { call } = makeCall('caller');
    await call.offer();
    const pc = FakePeerConnection.latest();
    const audio = new FakeTrack('audio');
    const video = new FakeTrack('video');
    video.muted = true;
    pc.emitTrack(audio);
    pc.emitTrack(video);
    expect((call.current.remoteStream as unknown as FakeStream).getTracks()).toEqual([audio, video]);
    expect(call.current.remoteVideo).toBe(false);
    video.setMuted(false);
    expect(call.current.remoteVideo).toBe(true);
    video.setMuted(true);
    expect(call.current.remoteVideo).toBe(false);
  });

  it('a refused microphone fails the call with that problem and makes no connection', async () => {
    const { call, signals } = makeCall('caller', { deny: true });
    await call.offer();
    expect(call.current).toMatchObject({ state: 'failed', problem: 'microphone' });
    expect(FakePeerConnection.instances).toHaveLength(0);
    expect(signals).toEqual([]);
  });

  it('close stops the tracks and the peer connection, and ignores later signals', async () => {
    const { call, media } = makeCall('caller');
    await call.offer();
    const pc = FakePeerConnection.latest();
    call.close();
    expect(pc.closed).toBe(true);
    expect(media.microphone[0]?.stopped).toBe(true);
    await call.handleSignal({ kind: 'answer', sdp: 'late' });
    expect(pc.remoteDescription).toBeNull();
    expect(call.current.state).toBe('closed');
  });

  it('samples getStats while connected', async () => {
    const { call } = makeCall('caller');
    await call.offer();
    const pc = FakePeerConnection.latest();
    pc.statsReport = new Map([
      ['cp', { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.042 }],
      ['in', { type: 'inbound-rtp', kind: 'audio', bytesReceived: 12_000, packetsReceived: 100, packetsLost: 1 }],
    ]);
    pc.setConnectionState('connected');
    await vi.waitFor(() => expect(call.current.stats.bytesReceived).toBe(12_000));
    expect(call.current.stats).toMatchObject({ rttMs: 42, quality: 'good' });
    call.close();
  });
});

describe('call stats', () => {
  it('grades the network from the round trip and the loss', () => {
    expect(networkQuality(null, null)).toBe('unknown');
    expect(networkQuality(80, 0)).toBe('good');
    expect(networkQuality(450, 0.01)).toBe('fair');
    expect(networkQuality(100, 0.06)).toBe('fair');
    expect(networkQuality(900, 0)).toBe('poor');
    expect(networkQuality(100, 0.2)).toBe('poor');
  });

  it('measures loss between samples from the inbound audio counters', () => {
    const first = readCallStats(
      new Map([
        ['cp-old', { type: 'candidate-pair', nominated: false, state: 'failed', currentRoundTripTime: 9 }],
        ['cp', { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.1 }],
        ['in-a', { type: 'inbound-rtp', kind: 'audio', bytesReceived: 5_000, packetsReceived: 85, packetsLost: 15 }],
        ['in-v', { type: 'inbound-rtp', kind: 'video', bytesReceived: 99_999, packetsReceived: 900, packetsLost: 0 }],
      ]),
      undefined,
    );
    expect(first).toMatchObject({ rttMs: 100, bytesReceived: 5_000, packetLoss: 0.15, quality: 'poor' });
    const second = readCallStats(
      new Map([
        ['cp', { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.1 }],
        ['in-a', { type: 'inbound-rtp', kind: 'audio', bytesReceived: 9_000, packetsReceived: 185, packetsLost: 15 }],
      ]),
      first,
    );
    expect(second).toMatchObject({ bytesReceived: 9_000, packetLoss: 0, quality: 'good' });
  });

  it('falls back to the remote-inbound round trip when no pair has one', () => {
    expect(readCallStats(new Map([['r', { type: 'remote-inbound-rtp', kind: 'audio', roundTripTime: 0.25 }]]), undefined)).toMatchObject({ rttMs: 250, packetLoss: null, quality: 'good' });
  });
});
