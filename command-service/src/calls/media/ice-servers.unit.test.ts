import { describe, expect, it } from 'vitest';
import { iceConfigFromEnv } from './ice-config.js';
import { iceServersFor } from './ice-servers.js';

const secret = 'nakshatra-turn-secret-for-tests-0123456789';
const now = new Date('2023-11-14T22:13:20.000Z'); // unix 1700000000

describe('the ICE servers a participant gets', () => {
  it('are none by default, which RTCPeerConnection accepts', () => {
    expect(iceServersFor(iceConfigFromEnv({}), 'customer-42', now)).toEqual([]);
  });

  it('list STUN without credentials', () => {
    const config = iceConfigFromEnv({ STUN_URLS: 'stun:stun.example.in:3478' });
    expect(iceServersFor(config, 'customer-42', now)).toEqual([{ urls: ['stun:stun.example.in:3478'] }]);
  });

  it('give TURN a credential for this user that expires TURN_CREDENTIAL_TTL_S after now', () => {
    const config = iceConfigFromEnv({ STUN_URLS: 'stun:turn.example.in', TURN_URLS: 'turn:turn.example.in,turns:turn.example.in:443', TURN_SECRET: secret });
    expect(iceServersFor(config, 'customer-42', now)).toEqual([
      { urls: ['stun:turn.example.in'] },
      // the vector of turn-credentials.unit.test.ts: one hour after now
      { urls: ['turn:turn.example.in', 'turns:turn.example.in:443'], username: '1700003600:customer-42', credential: 'w9caK8ripb0/OV/auCWbTSPTMpc=' },
    ]);
  });
});
