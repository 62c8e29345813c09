import type { LiveMediaAccess } from '@nakshatra/contracts';
import { JanusSession, type Fetch, type JanusHandle } from './janus-session';

type JanusAccess = Extract<LiveMediaAccess, { engine: 'janus' }>;

const VIDEOROOM = 'janus.plugin.videoroom';
/** After a failed attempt (Janus away, the slot not yet free after a reload), the next one waits this long. */
const RETRY_MS = 3_000;

interface JanusEngineOptions {
  readonly fetch?: Fetch;
  readonly createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
}

const makePeerConnection = (configuration: RTCConfiguration) => new RTCPeerConnection(configuration);
const iceServersOf = (media: JanusAccess): RTCIceServer[] => media.ice_servers.map((server) => ({ ...server, urls: [...server.urls] }));

/**
 * One attempt after another until closed: `attempt` sets a connection up and resolves with how to
 * tear it down, or rejects; a rejection, or `lost` called later (Janus's session gone, the
 * connection failed), starts the next attempt after RETRY_MS.
 */
class Attempts {
  private closed = false;
  private teardown: (() => void) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly attempt: (lost: () => void) => Promise<() => void>) {
    void this.run();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.teardown?.();
    this.teardown = undefined;
  }

  private async run(): Promise<void> {
    let done = false;
    const lost = () => {
      if (done || this.closed) return;
      done = true;
      this.teardown?.();
      this.teardown = undefined;
      this.timer = setTimeout(() => void this.run(), RETRY_MS);
    };
    try {
      const teardown = await this.attempt(lost);
      if (this.closed || done) return teardown();
      this.teardown = teardown;
    } catch (error) {
      console.warn('The live video did not connect; trying again', error);
      lost();
    }
  }
}

/** Our ICE candidates go to Janus as they are found (trickle), and the end of them too. */
function trickleTo(pc: RTCPeerConnection, handle: JanusHandle): void {
  pc.onicecandidate = (event) => void handle.trickle(event.candidate).catch(() => undefined);
}

/**
 * The astrologer's side through Janus (docs/live-media.md, "The browser side"): joins the session's
 * VideoRoom room as the publisher the server named (`media.feed`, with the publisher token), then
 * publishes the camera and microphone: an offer in `configure`, Janus's answer applied. A device
 * change replaces the tracks in place. A failure (Janus away, the one publishing slot still held
 * by this astrologer's previous tab until the server frees it) is tried again every few seconds.
 */
export class JanusBroadcast {
  private pc: RTCPeerConnection | undefined;
  private readonly attempts: Attempts;

  constructor(
    private stream: MediaStream,
    media: JanusAccess,
    options: JanusEngineOptions = {},
  ) {
    this.attempts = new Attempts(async (lost) => {
      if (media.token === null || media.feed === null) throw new Error('no publisher token');
      const session = await JanusSession.open({ path: media.path, token: media.token, onLost: lost, fetch: options.fetch });
      const pc = (options.createPeerConnection ?? makePeerConnection)({ iceServers: iceServersOf(media) });
      const teardown = () => {
        pc.close();
        session.close();
        if (this.pc === pc) this.pc = undefined;
      };
      try {
        const handle = await session.attach(VIDEOROOM);
        handle.onEvent((event) => event.janus === 'hangup' && lost());
        await handle.message({ request: 'join', room: media.room_id, ptype: 'publisher', id: media.feed, display: 'astrologer', token: media.token });
        for (const track of this.stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [this.stream] });
        trickleTo(pc, handle);
        pc.onconnectionstatechange = () => pc.connectionState === 'failed' && lost();
        await pc.setLocalDescription(await pc.createOffer());
        const reply = await handle.message({ request: 'configure', audio: true, video: true }, pc.localDescription!);
        if (!reply.jsep) throw new Error('Janus answered the offer without an SDP');
        await pc.setRemoteDescription(reply.jsep);
        this.pc = pc;
        return teardown;
      } catch (error) {
        teardown();
        throw error;
      }
    });
  }

  /** The connection to Janus, for the page's statistics. */
  get connection(): RTCPeerConnection | undefined {
    return this.pc;
  }

  /** Another camera or microphone: sent in place of the old tracks, no new offer. */
  async replaceStream(stream: MediaStream): Promise<void> {
    this.stream = stream;
    for (const sender of this.pc?.getSenders() ?? []) {
      const track = stream.getTracks().find((candidate) => candidate.kind === sender.track?.kind);
      if (track) await sender.replaceTrack(track);
    }
  }

  close(): void {
    this.attempts.close();
  }
}

/**
 * A viewer's side through Janus: subscribes to the astrologer's feed (its token opens the Janus
 * API; it is on no room's publisher list, so it can only watch), answers Janus's offer and hands
 * the received stream to the page. Without a token or a feed (the astrologer not publishing yet)
 * it waits: the live socket sends a new `media` and the page starts a new reception.
 */
export class JanusReception {
  private pc: RTCPeerConnection | undefined;
  private readonly attempts: Attempts | undefined;

  constructor(
    media: JanusAccess,
    private readonly onStream: (stream: MediaStream | undefined) => void,
    options: JanusEngineOptions = {},
  ) {
    const { token, feed } = media;
    if (token === null || feed === null) return;
    this.attempts = new Attempts(async (lost) => {
      const session = await JanusSession.open({ path: media.path, token, onLost: lost, fetch: options.fetch });
      const pc = (options.createPeerConnection ?? makePeerConnection)({ iceServers: iceServersOf(media) });
      const teardown = () => {
        pc.close();
        session.close();
        if (this.pc === pc) this.pc = undefined;
        this.onStream(undefined);
      };
      try {
        const subscriber = await session.attach(VIDEOROOM);
        subscriber.onEvent((event) => {
          if (event.janus === 'hangup') lost();
          if (event.janus === 'trickle' && event.candidate && !event.candidate.completed) void pc.addIceCandidate(event.candidate).catch(() => undefined);
        });
        // Janus's offer names its own streams per track: the page gets one stream with every track received.
        pc.ontrack = () => this.onStream(new MediaStream(pc.getReceivers().map((receiver) => receiver.track)));
        pc.onconnectionstatechange = () => pc.connectionState === 'failed' && lost();
        trickleTo(pc, subscriber);
        const offer = await subscriber.message({ request: 'join', room: media.room_id, ptype: 'subscriber', streams: [{ feed }] });
        if (!offer.jsep) throw new Error('Janus sent no offer for the feed');
        await pc.setRemoteDescription(offer.jsep);
        await pc.setLocalDescription(await pc.createAnswer());
        await subscriber.message({ request: 'start' }, pc.localDescription!);
        this.pc = pc;
        return teardown;
      } catch (error) {
        teardown();
        throw error;
      }
    });
  }

  /** The connection from Janus, for the page's statistics (frames decoded). */
  get connection(): RTCPeerConnection | undefined {
    return this.pc;
  }

  close(): void {
    this.attempts?.close();
    this.onStream(undefined);
  }
}
