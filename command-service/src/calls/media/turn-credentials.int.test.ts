import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iceConfigFromEnv, type IceConfig } from './ice-config.js';
import { iceServersFor, type IceServer } from './ice-servers.js';
import { startLocalCoturn, type LocalCoturn } from './testing/local-coturn.js';
import { relayThroughTurn, startEchoPeer, type EchoPeer } from './testing/turn-client.js';

// A real coturn (scripts/ensure-test-tools.sh installs Debian's) proves that what iceServersFor mints
// is what coturn's use-auth-secret accepts, and only that.
const secret = randomBytes(32).toString('hex');
let coturn: LocalCoturn;
let peer: EchoPeer;
let config: IceConfig;

beforeAll(async () => {
  // One after the other, so that afterAll stops whichever started if the other did not.
  coturn = await startLocalCoturn(secret);
  peer = await startEchoPeer();
  config = iceConfigFromEnv({ TURN_URLS: coturn.url, TURN_SECRET: secret });
});

afterAll(async () => {
  await Promise.all([coturn?.stop(), peer?.stop()]);
});

const turnEntry = (servers: IceServer[]) => {
  const turn = servers.find((server) => server.username !== undefined);
  if (!turn?.username || !turn.credential) throw new Error('no TURN entry with a credential');
  return { username: turn.username, credential: turn.credential };
};

describe('TURN credentials against a real coturn', () => {
  it('open a relay that carries data to the peer and back', async () => {
    const { username, credential } = turnEntry(iceServersFor(config, 'customer-42', new Date()));
    const attempt = await relayThroughTurn(coturn.port, peer.port, username, credential);
    expect(attempt.relayed, `${attempt.output}\n--- coturn ---\n${coturn.output()}`).toBe(true);
  });

  it('with a wrong credential are refused', async () => {
    const { username } = turnEntry(iceServersFor(config, 'customer-42', new Date()));
    const otherSecret = iceConfigFromEnv({ TURN_URLS: coturn.url, TURN_SECRET: randomBytes(32).toString('hex') });
    const forged = turnEntry(iceServersFor(otherSecret, 'customer-42', new Date()));
    expect(forged.username).toBe(username);
    const attempt = await relayThroughTurn(coturn.port, peer.port, username, forged.credential);
    expect(attempt.relayed, attempt.output).toBe(false);
    expect(attempt.output).toMatch(/Cannot complete Allocation/);
  });

  it('once expired are refused, though correctly signed', async () => {
    const longAgo = new Date(Date.now() - (config.turn!.credentialTtlS + 60) * 1000);
    const { username, credential } = turnEntry(iceServersFor(config, 'customer-42', longAgo));
    const attempt = await relayThroughTurn(coturn.port, peer.port, username, credential);
    expect(attempt.relayed, attempt.output).toBe(false);
    expect(attempt.output).toMatch(/Cannot complete Allocation/);
  });
});
