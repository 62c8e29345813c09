/** The schemes a browser accepts in RTCIceServer.urls (RFC 7064 for STUN, RFC 7065 for TURN). */
export type IceScheme = 'stun' | 'turn' | 'turns';

// host is a DNS name, an IPv4 address or a bracketed IPv6 address; no user info (credentials are
// minted, never written into a URL). Only TURN URLs may name a transport.
const ICE_URL = /^(stun|turns?):(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?(\?transport=(?:udp|tcp))?$/i;

/** A comma-separated list of ICE URLs from `env[name]`; an unset variable is an empty list, a bad entry stops the start. */
export function iceUrlsFromEnv(env: NodeJS.ProcessEnv, name: string, schemes: readonly IceScheme[]): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isIceUrl(entry, schemes)) throw new Error(`${name} must list ${schemes.map((scheme) => `${scheme}:`).join(' or ')} URLs (host[:port]), not "${entry}"`);
  }
  return entries;
}

function isIceUrl(entry: string, schemes: readonly IceScheme[]): boolean {
  const match = ICE_URL.exec(entry);
  if (!match) return false;
  const [, scheme = '', , port, transport] = match;
  if (!schemes.includes(scheme.toLowerCase() as IceScheme)) return false;
  if (transport && scheme.toLowerCase() === 'stun') return false;
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}
