import type { RtcSignal } from '@nakshatra/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePeerConnection, FakeStream, FakeTrack } from '../../chat/testing/fake-peer-connection';
import { LIVE_P2P_CONNECT_MS, LIVE_P2P_REASK_IGNORED_MS, LiveBroadcast, LiveReception } from './live-p2p';

const createPeerConnection = (configuration: RTCConfiguration) => new FakePeerConnection(configuration) as unknown as RTCPeerConnection;
/** Lets the signals queued on a peer (promise chains) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  FakePeerConnection.reset();
});

function broadcast() {
  const sent: Array<[string, RtcSignal]> = [];
  const stream = new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]) as unknown as MediaStream;
  const engine = new LiveBroadcast(stream, { iceServers: [], sendSignal: (peerId, signal) => sent.push([peerId, signal]), createPeerConnection });
  const offers = () => sent.filter(([, signal]) => signal.kind === 'offer');
  return { engine, offers };
}

function reception() {
  const asks = vi.fn();
  const answers: RtcSignal[] = [];
  const receiving = new LiveReception({
    iceServers: [],
    sendSignal: (_peerId, signal) => signal.kind === 'answer' && answers.push(signal),
    onStream: () => undefined,
    askForOffer: asks,
    createPeerConnection,
  });
  return { receiving, asks, answers };
}

describe('embedded live engine, the broadcaster', () => {
  it('offers a viewer once when its ask and the server’s announcement both arrive, and afresh when it asks again later', async () => {
    const { engine, offers } = broadcast();
    await engine.addViewer('viewer-1');
    await engine.addViewer('viewer-1');
    expect(offers()).toHaveLength(1);
    expect(FakePeerConnection.instances).toHaveLength(1);

    vi.advanceTimersByTime(LIVE_P2P_REASK_IGNORED_MS);
    await engine.addViewer('viewer-1');
    expect(offers()).toHaveLength(2);
    expect(FakePeerConnection.instances[0]!.closed).toBe(true);
    expect(engine.viewerCount).toBe(1);
  });

  it('offers afresh at once when the viewer’s connection failed', async () => {
    const { engine, offers } = broadcast();
    await engine.addViewer('viewer-1');
    FakePeerConnection.latest().setConnectionState('failed');
    await engine.addViewer('viewer-1');
    expect(offers()).toHaveLength(2);
  });
});

describe('embedded live engine, a viewer', () => {
  it('asks for an offer on starting, again while no connection comes up, and answers the offer', async () => {
    const { receiving, asks, answers } = reception();
    receiving.start();
    expect(asks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_P2P_CONNECT_MS);
    expect(asks).toHaveBeenCalledTimes(2);
    // Then it waits twice as long before the next ask.
    await vi.advanceTimersByTimeAsync(LIVE_P2P_CONNECT_MS);
    expect(asks).toHaveBeenCalledTimes(2);

    receiving.handleSignal('broadcaster', { kind: 'offer', sdp: 'v=0 offer' });
    await settle();
    expect(answers).toHaveLength(1);
    FakePeerConnection.latest().setConnectionState('connected');
    await vi.advanceTimersByTimeAsync(10 * LIVE_P2P_CONNECT_MS);
    expect(asks).toHaveBeenCalledTimes(2);
    receiving.close();
  });

  it('asks again when an offer came but no connection followed (its answer lost), and after the broadcaster left', async () => {
    const { receiving, asks } = reception();
    receiving.start();
    receiving.handleSignal('broadcaster', { kind: 'offer', sdp: 'v=0 offer' });
    await settle();
    await vi.advanceTimersByTimeAsync(LIVE_P2P_CONNECT_MS);
    expect(asks).toHaveBeenCalledTimes(2);

    receiving.handleSignal('broadcaster', { kind: 'offer', sdp: 'v=0 again' });
    await settle();
    FakePeerConnection.latest().setConnectionState('connected');
    receiving.broadcasterLeft('broadcaster');
    expect(asks).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LIVE_P2P_CONNECT_MS);
    expect(asks).toHaveBeenCalledTimes(3);
    receiving.close();
  });

  it('asks again at once when its connection fails, and stops asking once closed', async () => {
    const { receiving, asks } = reception();
    receiving.start();
    receiving.handleSignal('broadcaster', { kind: 'offer', sdp: 'v=0 offer' });
    await settle();
    FakePeerConnection.latest().setConnectionState('connected');
    FakePeerConnection.latest().setConnectionState('failed');
    expect(asks).toHaveBeenCalledTimes(2);

    receiving.close();
    await vi.advanceTimersByTimeAsync(10 * LIVE_P2P_CONNECT_MS);
    expect(asks).toHaveBeenCalledTimes(2);
  });

  it('ignores the state of a connection it has already replaced', async () => {
    const { receiving, asks } = reception();
    receiving.start();
    receiving.handleSignal('broadcaster', { kind: 'offer', sdp: 'v=0 first' });
    await settle();
    const first = FakePeerConnection.latest();
    receiving.handleSignal('broadcaster', { kind: 'offer', sdp: 'v=0 second' });
    await settle();
    first.setConnectionState('failed');
    expect(asks).toHaveBeenCalledTimes(1);
    receiving.close();
  });
});
