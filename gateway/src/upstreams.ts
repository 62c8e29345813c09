/**
 * The instances of one backend service, taken in turn (round robin) by requests and WebSocket
 * upgrades alike. Every instance can serve any call: the command services share the event store
 * (and Redis for chat signals and presence), the query services the read models and the Redis
 * cache (docs/scale-out.md).
 */
export class Upstreams {
  private turn = 0;

  constructor(readonly urls: readonly URL[]) {
    if (urls.length === 0) throw new Error('A service needs at least one instance URL');
  }

  /** The next instance's URL. */
  next(): URL {
    const url = this.urls[this.turn]!;
    this.turn = (this.turn + 1) % this.urls.length;
    return url;
  }
}

/** `http://a:1,http://b:2` (COMMAND_SERVICE_URL, QUERY_SERVICE_URL): one URL per instance. */
export const instanceUrlsOf = (list: string): URL[] =>
  list
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url.length > 0)
    .map((url) => new URL(url));
