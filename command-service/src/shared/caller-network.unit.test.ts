import { describe, expect, it } from 'vitest';
import { callerNetworkOf } from './caller-network.js';

describe('the network an OTP caller is counted against', () => {
  it('is an IPv4 address itself, and an IPv6 address’s /64 however it is written', () => {
    expect(callerNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(callerNetworkOf('2400:cb00:0042:0007:abcd::1')).toBe('2400:cb00:42:7::/64');
    expect(callerNetworkOf('2400:CB00:42:7:ffff:ffff:ffff:ffff')).toBe('2400:cb00:42:7::/64');
    expect(callerNetworkOf('2400:cb00::1')).toBe('2400:cb00:0:0::/64');
    expect(callerNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(callerNetworkOf('unknown')).toBe('unknown');
  });
});
