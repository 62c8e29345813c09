import { randomBytes } from 'node:crypto';
import { startLocalCoturn, type LocalCoturn } from '@nakshatra/command-service/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { audioFlowsBothWays, callJourney } from '../testing/call-journey';

// A call relayed through a real coturn (Debian's turnserver, scripts/ensure-test-tools.sh) on
// 127.0.0.1, proving the TURN credentials the server mints open relays: the stack gets TURN_URLS
// and the TURN_SECRET coturn was started with, and both windows build every RTCPeerConnection
// with iceTransportPolicy 'relay' (a test-only wrapper), so the media can flow only through relays
// allocated with the credentials the SPA got from create_call_credentials. The customer calls, the
// astrologer accepts, audio rises both ways, the selected candidate pair's local and remote
// candidates are relays on each side, and the customer hangs up.

const TURN_SECRET = randomBytes(32).toString('hex');
let coturn: LocalCoturn | undefined;

// Before the stack's hooks, so the stack can be told coturn's port; stopped after the stack (hooks unwind in reverse).
beforeAll(async () => {
  coturn = await startLocalCoturn(TURN_SECRET);
}, 60_000);
afterAll(async () => {
  await coturn?.stop();
});

const env = useBrowserStack('call_relay', {
  seedDemo: true,
  placeSearch: true,
  browserArgs: FAKE_MEDIA_ARGS,
  env: () => ({ TURN_URLS: coturn!.url, TURN_SECRET }),
});

const CUSTOMER_PHONE = '9000088899';

/**
 * Test code, run in each page before the SPA's scripts: every RTCPeerConnection is constructed
 * relay-only, keeping the rest of the app's configuration (its iceServers from
 * create_call_credentials), and kept on window so the test can read its getStats().
 */
function forceRelay(): void {
  const Native = window.RTCPeerConnection;
  const created: RTCPeerConnection[] = [];
  class RelayOnly extends Native {
    constructor(configuration: RTCConfiguration = {}) {
      super({ ...configuration, iceTransportPolicy: 'relay' });
      created.push(this);
    }
  }
  Object.defineProperty(window, '__relayTestConnections', { value: created });
  window.RTCPeerConnection = RelayOnly;
}

/** How a connected RTCPeerConnection of the page was configured, and the candidates of its selected pair. */
interface ConnectedPath {
  readonly iceTransportPolicy: string | undefined;
  /** The urls of the iceServers entries with a credential: the TURN servers the SPA was given. */
  readonly turnUrls: string[];
  readonly local: { candidateType: unknown; url: unknown; address: unknown };
  readonly remote: { candidateType: unknown };
}

const connectedPaths = (page: Page): Promise<ConnectedPath[]> =>
  page.evaluate(async () => {
    const created = (window as unknown as { __relayTestConnections?: RTCPeerConnection[] }).__relayTestConnections ?? [];
    const paths: ConnectedPath[] = [];
    for (const pc of created) {
      if (pc.connectionState !== 'connected') continue;
      const report = (await pc.getStats()) as unknown as ReadonlyMap<string, Record<string, unknown>>;
      const transport = [...report.values()].find((stat) => stat.type === 'transport' && typeof stat.selectedCandidatePairId === 'string');
      const pair = transport ? report.get(transport.selectedCandidatePairId as string) : undefined;
      const local = pair ? report.get(pair.localCandidateId as string) : undefined;
      const remote = pair ? report.get(pair.remoteCandidateId as string) : undefined;
      const { iceTransportPolicy, iceServers = [] } = pc.getConfiguration();
      paths.push({
        iceTransportPolicy,
        turnUrls: iceServers.filter((server) => server.credential !== undefined).flatMap((server) => server.urls),
        local: { candidateType: local?.candidateType, url: local?.url, address: local?.address },
        remote: { candidateType: remote?.candidateType },
      });
    }
    return paths;
  });

describe('a call relayed through TURN', () => {
  it('connects two relay-only browsers through coturn with the credentials the server minted', async () => {
    const journey = callJourney(env);

    // The astrologer logs in at the console and goes online; the customer logs in through the popup, with a balance.
    const astrologer = await journey.openWindow({ initScript: forceRelay });
    const astrologerAccount = await journey.astrologerOnline(astrologer);
    const customer = await journey.openWindow({ initScript: forceRelay });
    await journey.payingCustomer(customer, CUSTOMER_PHONE, 500_00, astrologerAccount);

    // The customer calls; the astrologer accepts in the console.
    const sessionId = await journey.placeCall(customer.page, astrologerAccount.id);
    await journey.acceptCall(astrologer.page, sessionId);

    // The media connects and flows both ways, though each side may use relay candidates only.
    await journey.untilConnected(customer.page, astrologer.page);
    await audioFlowsBothWays(customer.page, astrologer.page);

    // On each side the selected pair runs from a relay on coturn to the other side's relay, on a connection built relay-only with the server's TURN entry.
    for (const side of [customer, astrologer]) {
      const expected = [{ iceTransportPolicy: 'relay', turnUrls: [coturn!.url], local: { candidateType: 'relay', url: expect.stringContaining(coturn!.url), address: '127.0.0.1' }, remote: { candidateType: 'relay' } }];
      await expect.poll(() => connectedPaths(side.page), { timeout: 30_000, interval: 500 }).toEqual(expected);
    }

    await journey.hangUp(customer.page, astrologer.page);
    expect(customer.errors).toEqual([]);
    expect(astrologer.errors).toEqual([]);
    await customer.context.close();
    await astrologer.context.close();
  }, 240_000);
});
