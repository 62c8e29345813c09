import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { janusConfigFromEnv, JanusClient, JanusRooms, startLocalJanus, VIDEOROOM_PLUGIN, type LocalJanus } from '@nakshatra/command-service/testing';
import { LIVE_JANUS_PATH, routeCatalogue } from '@nakshatra/contracts';
import { startGateway, type RunningGateway } from '@nakshatra/gateway';
import { createLogger } from '@nakshatra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The browser's way to Janus through the gateway (docs/live-media.md, "The browser side"), against
 * a real Janus: a client holding only a token issued for a room opens a session, joins the room
 * and hears its events on the long poll, all at LIVE_JANUS_PATH on the gateway's origin; a long
 * poll is held as long as Janus holds it; a body or query carrying a server secret, other methods
 * and paths, and other sites' requests are refused before Janus sees them.
 */
describe('the gateway forwards the Janus API', () => {
  let janus: LocalJanus;
  let rooms: JanusRooms;
  let gateway: RunningGateway;
  let uploads: string;
  let base: string;

  beforeAll(async () => {
    janus = await startLocalJanus();
    rooms = new JanusRooms(janusConfigFromEnv(janus.env)!);
    uploads = await mkdtemp(join(tmpdir(), 'nakshatra-janus-gateway-'));
    // No backend behind the catalogue's calls: this test only takes the Janus route.
    const nowhere = new URL('http://127.0.0.1:9');
    gateway = await startGateway({
      catalogue: routeCatalogue,
      commandServiceUrls: [nowhere],
      queryServiceUrls: [nowhere],
      frontendDir: uploads,
      uploadsDir: uploads,
      logger: createLogger('janus-gateway-test', 'silent'),
      port: 0,
      host: '127.0.0.1',
      janusUrl: new URL(janus.url),
    });
    base = `http://127.0.0.1:${gateway.port}${LIVE_JANUS_PATH}`;
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
    await janus?.stop();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('lets a client with a room token open a session, join the room and hear the answer on the long poll', async () => {
    const { roomId } = await rooms.createRoom({ description: 'gateway test', publishers: 1 });
    const token = await rooms.issueToken(roomId, 'publisher');
    const session = await new JanusClient({ url: base, auth: { token } }).createSession();
    const handle = await session.attach(VIDEOROOM_PLUGIN);
    const joined = await handle.message({ request: 'join', room: roomId, ptype: 'publisher', display: 'astrologer', token }, 'join a room');
    expect(joined.data).toMatchObject({ videoroom: 'joined', room: roomId });
    expect(typeof joined.data.private_id).toBe('number');
    expect((await rooms.participants(roomId)).map((participant) => participant.id)).toEqual([joined.data.id]);
    await session.destroy();
    await rooms.destroyRoom(roomId);
  });

  it('holds a long poll with nothing to say until Janus answers it (30 s), past any shorter limit', async () => {
    const { roomId } = await rooms.createRoom({ description: 'gateway poll test', publishers: 1 });
    const token = await rooms.issueToken(roomId, 'viewer');
    const session = await new JanusClient({ url: base, auth: { token } }).createSession();
    const started = Date.now();
    const answer = await fetch(`${base}/${session.id}?${new URLSearchParams({ rid: String(started), maxev: '1', token })}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ janus: 'keepalive' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25_000);
    await session.destroy();
    await rooms.destroyRoom(roomId);
  }, 60_000);

  it('refuses a server secret in a body or a query, before Janus sees it', async () => {
    // With the real API secret Janus would create a session: the gateway must not let it.
    const create = await post('', { janus: 'create', transaction: 't1', apisecret: janus.apiSecret });
    expect(create.status).toBe(400);
    expect(await create.json()).toMatchObject({ code: 'request.invalid', errors: [{ path: 'apisecret', code: 'field.unknown' }] });
    const nested = await post('', { janus: 'create', transaction: 't2', body: { admin_secret: janus.adminSecret } });
    expect(nested.status).toBe(400);
    // Nested deeper than any recursion could follow: still read to the bottom, still refused.
    const deep = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `${'['.repeat(20_000)}{"apisecret":"x"}${']'.repeat(20_000)}` });
    expect(deep.status).toBe(400);
    const polled = await fetch(`${base}/1?apisecret=${janus.apiSecret}`);
    expect(polled.status).toBe(400);
    expect(await polled.json()).toMatchObject({ errors: [{ path: 'apisecret' }] });
  });

  it('takes POST and the session long poll only, on Janus paths only, never the admin API', async () => {
    expect((await fetch(`${base}/1/2`)).status).toBe(405); // GET of a handle
    expect((await fetch(base)).status).toBe(405); // GET of the root
    expect((await fetch(`${base}/1`, { method: 'DELETE' })).status).toBe(405);
    expect((await post('/info', { janus: 'info' })).status).toBe(404);
    expect((await post('/1/admin', { janus: 'info', transaction: 'x' })).status).toBe(404);
    expect((await fetch(`${base}/info`)).status).toBe(404);
    // Without a token Janus itself refuses (token_auth): the gateway adds no credential of its own.
    const anonymous = await post('', { janus: 'create', transaction: 't3' });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toMatchObject({ janus: 'error', error: { code: 403 } });
  });

  it('refuses other sites, and bodies that are not JSON or too large', async () => {
    expect((await post('', { janus: 'create', transaction: 't4' }, { origin: 'https://evil.example' })).status).toBe(403);
    const text = await fetch(base, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"janus":"create"}' });
    expect(text.status).toBe(415);
    const broken = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"janus":' });
    expect(broken.status).toBe(400);
    const huge = await post('', { janus: 'create', transaction: 't5', padding: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('says Janus is unreachable as a 502, never a hang', async () => {
    const unreachable = await startGateway({
      catalogue: routeCatalogue,
      commandServiceUrls: [new URL('http://127.0.0.1:9')],
      queryServiceUrls: [new URL('http://127.0.0.1:9')],
      frontendDir: uploads,
      uploadsDir: uploads,
      logger: createLogger('janus-gateway-test', 'silent'),
      port: 0,
      host: '127.0.0.1',
      janusUrl: new URL('http://127.0.0.1:9/janus'),
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${unreachable.port}${LIVE_JANUS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"janus":"create","transaction":"t"}' });
      expect(answer.status).toBe(502);
    } finally {
      await unreachable.stop();
    }
  });
});
