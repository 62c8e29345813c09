import { isIP } from 'node:net';

/**
 * The network a caller's codes are counted against (the OTP limit per network): an IPv4 address
 * itself; an IPv6 address's /64, which one subscriber usually holds whole, so a limit per address
 * would give a single caller 2^64 of them.
 */
export function callerNetworkOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
