import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** An IPv4 address as Node may show it on an IPv6 socket (`::ffff:203.0.113.7`), in its plain form. */
const plain = (address: string): string => {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
};

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The proxies in front of the gateway (TRUSTED_PROXIES: addresses and CIDR ranges, comma-separated,
 * such as a TLS terminator's `10.0.0.0/8`). Unset: none, and the connection's own address is the
 * caller's. A wrong entry stops the start, as a wrong setting should.
 */
export function trustedProxiesOf(spec: string | undefined): BlockList {
  const proxies = new BlockList();
  for (const entry of (spec ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    if (!family || (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range (such as 10.0.0.0/8)`);
    }
    if (prefix === undefined) proxies.addAddress(address, familyOf(address));
    else proxies.addSubnet(address, prefix, familyOf(address));
  }
  return proxies;
}

/**
 * The caller's address, which the services are told (`X-Forwarded-For`; the OTP limit per network
 * keys on it): the connection's, unless it comes from a trusted proxy. Then it is the right-most
 * address of the X-Forwarded-For the proxies built that is not one of theirs — what the first of
 * them saw. Anything left of it the client could have written itself; behind a proxy, without this,
 * every caller would share the proxy's address, and one budget of codes an hour.
 */
export function clientAddressOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: BlockList): string {
  const peer = plain(req.socket.remoteAddress ?? '');
  const isTrusted = (address: string) => isIP(address) !== 0 && trusted.check(address, familyOf(address));
  if (!isTrusted(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(plain).filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    if (isTrusted(hop)) continue;
    // Not an address: the proxies did not write it, so nothing left of it is theirs either.
    return isIP(hop) ? hop : peer;
  }
  return peer;
}
