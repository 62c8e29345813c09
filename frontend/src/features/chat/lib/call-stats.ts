/** How the call's network looks: from the round trip and the share of audio packets lost. */
export type NetworkQuality = 'good' | 'fair' | 'poor' | 'unknown';

export interface CallStats {
  /** The selected candidate pair's current round trip, in ms. */
  readonly rttMs: number | null;
  /** Audio packets lost since the previous sample, as a share of those expected (0–1). */
  readonly packetLoss: number | null;
  /** Audio bytes received so far (inbound-rtp): rises while the other side is heard. */
  readonly bytesReceived: number;
  readonly packetsReceived: number;
  readonly packetsLost: number;
  readonly quality: NetworkQuality;
}

/** Voice stays clear under about 300 ms and 3% loss; past 600 ms or 10% it breaks up. */
export function networkQuality(rttMs: number | null, packetLoss: number | null): NetworkQuality {
  if (rttMs === null && packetLoss === null) return 'unknown';
  const rtt = rttMs ?? 0;
  const loss = packetLoss ?? 0;
  if (rtt <= 300 && loss <= 0.03) return 'good';
  if (rtt <= 600 && loss <= 0.1) return 'fair';
  return 'poor';
}

type Report = Record<string, unknown>;
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Reads one `getStats()` report: the nominated candidate pair's round trip and the inbound audio's counters, the loss measured against the previous sample. */
export function readCallStats(report: RTCStatsReport | ReadonlyMap<string, Report>, previous: CallStats | undefined): CallStats {
  let rtt: number | undefined;
  let bytesReceived = 0;
  let packetsReceived = 0;
  let packetsLost = 0;
  let remoteRtt: number | undefined;
  (report as ReadonlyMap<string, Report>).forEach((stat) => {
    if (stat.type === 'candidate-pair' && (stat.nominated === true || stat.selected === true) && stat.state === 'succeeded') {
      const current = num(stat.currentRoundTripTime);
      if (current !== undefined) rtt = current * 1000;
    }
    if (stat.type === 'inbound-rtp' && stat.kind === 'audio') {
      bytesReceived += num(stat.bytesReceived) ?? 0;
      packetsReceived += num(stat.packetsReceived) ?? 0;
      packetsLost += Math.max(0, num(stat.packetsLost) ?? 0);
    }
    if (stat.type === 'remote-inbound-rtp' && stat.kind === 'audio') {
      const value = num(stat.roundTripTime);
      if (value !== undefined) remoteRtt = value * 1000;
    }
  });
  const rttMs = rtt ?? remoteRtt ?? null;
  const received = packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = packetsLost - (previous?.packetsLost ?? 0);
  const packetLoss = received + lost > 0 ? Math.max(0, lost) / (received + lost) : null;
  return { rttMs: rttMs === null ? null : Math.round(rttMs), packetLoss, bytesReceived, packetsReceived, packetsLost, quality: networkQuality(rttMs, packetLoss) };
}
