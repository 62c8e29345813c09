import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, stalledFetch, type FakeRequest } from '../../../testing/fake-fetch';
import { EXCHANGE_WITHIN_MS, JanusRefusal, JanusSession, KEEPALIVE_MS, type JanusEvent } from './janus-session';

const PATH = '/api/live/janus';
const TOKEN = 'room-token';
const SESSION_ID = 11;
const HANDLE_ID = 22;

/**
 * Janus's HTTP API as the gateway forwards it, faked at fetch: a session and a handle, plugin
 * requests acknowledged and answered on the long poll (or answered at once), and a poll held open
 * until there is something to say. The real exchange is the browser test live-janus.e2e.test.ts.
 */
function fakeJanus(answer: (body: Record<string, unknown>) => { now?: JanusEvent; later?: Omit<JanusEvent, 'transaction'> } = () => ({})) {
  const queued: JanusEvent[] = [];
  let wake: (() => void) | undefined;
  const push = (event: JanusEvent) => {
    queued.push(event);
    wake?.();
  };
  const janus = fakeFetch(async (request: FakeRequest) => {
    if (request.method === 'GET') {
      if (queued.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return jsonResponse(200, queued.splice(0));
    }
    const body = request.body as Record<string, unknown>;
    const transaction = body.transaction as string;
    if (body.janus === 'create') return jsonResponse(200, { janus: 'success', transaction, data: { id: SESSION_ID } });
    if (body.janus === 'attach') return jsonResponse(200, { janus: 'success', transaction, data: { id: HANDLE_ID } });
    const { now, later } = answer(body);
    if (later) setTimeout(() => push({ ...later, transaction }), 0);
    return jsonResponse(200, now ?? { janus: 'ack', transaction });
  });
  return { ...janus, push };
}

const opened: JanusSession[] = [];
async function open(janus: ReturnType<typeof fakeJanus>, onLost?: (error: Error) => void) {
  const session = await JanusSession.open({ path: PATH, token: TOKEN, fetch: janus.fetch, onLost });
  opened.push(session);
  return session;
}

afterEach(() => {
  for (const session of opened.splice(0)) session.close();
  vi.useRealTimers();
});

describe('the browser Janus client', () => {
  it('opens a session with its token, sends the token on every request and in the long poll, never a cookie', async () => {
    const janus = fakeJanus();
    const session = await open(janus);
    await session.attach('janus.plugin.videoroom');
    await expect.poll(() => janus.requests.some((request) => request.method === 'GET')).toBe(true);
    const [create, attach] = janus.requests.filter((request) => request.method === 'POST');
    expect(create!.url.pathname).toBe(PATH);
    expect(create!.body).toMatchObject({ janus: 'create', token: TOKEN });
    expect(attach!.url.pathname).toBe(`${PATH}/${SESSION_ID}`);
    expect(attach!.body).toMatchObject({ janus: 'attach', plugin: 'janus.plugin.videoroom', token: TOKEN });
    const poll = janus.requests.find((request) => request.method === 'GET')!;
    expect(poll.url.pathname).toBe(`${PATH}/${SESSION_ID}`);
    expect(poll.url.searchParams.get('token')).toBe(TOKEN);
    for (const call of vi.mocked(janus.fetch).mock.calls) expect(call[1]?.credentials).toBe('omit');
  });

  it('matches a plugin event on the long poll to its request by transaction, with the SDP', async () => {
    const janus = fakeJanus((body) =>
      (body.body as { request: string }).request === 'configure'
        ? { later: { janus: 'event', sender: HANDLE_ID, plugindata: { data: { videoroom: 'event', configured: 'ok' } }, jsep: { type: 'answer', sdp: 'v=0' } } }
        : { now: { janus: 'success', plugindata: { data: { videoroom: 'success', exists: true } } } },
    );
    const handle = await (await open(janus)).attach('janus.plugin.videoroom');
    expect(await handle.message({ request: 'exists', room: 1 })).toEqual({ data: { videoroom: 'success', exists: true } });
    const reply = await handle.message({ request: 'configure', audio: true, video: true }, { type: 'offer', sdp: 'v=0 offer' });
    expect(reply).toEqual({ data: { videoroom: 'event', configured: 'ok' }, jsep: { type: 'answer', sdp: 'v=0' } });
    const configure = janus.requests.find((request) => (request.body as { body?: { request?: string } } | undefined)?.body?.request === 'configure')!;
    expect(configure.url.pathname).toBe(`${PATH}/${SESSION_ID}/${HANDLE_ID}`);
    expect(configure.body).toMatchObject({ janus: 'message', jsep: { type: 'offer', sdp: 'v=0 offer' }, token: TOKEN });
  });

  it("throws the plugin's refusal with its code, and Janus's own", async () => {
    const janus = fakeJanus(() => ({ later: { janus: 'event', sender: HANDLE_ID, plugindata: { data: { videoroom: 'event', error_code: 432, error: 'Maximum number of publishers (1) already reached' } } } }));
    const handle = await (await open(janus)).attach('janus.plugin.videoroom');
    await expect(handle.message({ request: 'configure' })).rejects.toMatchObject({ name: 'JanusRefusal', code: 432 });

    const refusing = fakeFetch(() => jsonResponse(200, { janus: 'error', error: { code: 403, reason: 'Unauthorized request (wrong or missing secret/token)' } }));
    await expect(JanusSession.open({ path: PATH, token: 'revoked', fetch: refusing.fetch })).rejects.toEqual(new JanusRefusal('Unauthorized request (wrong or missing secret/token)', 403));
  });

  it("hands events it did not ask for to the handle they are for (Janus's trickle, hangup)", async () => {
    const janus = fakeJanus();
    const handle = await (await open(janus)).attach('janus.plugin.videoroom');
    const heard: string[] = [];
    handle.onEvent((event) => heard.push(event.janus));
    janus.push({ janus: 'webrtcup', sender: HANDLE_ID });
    janus.push({ janus: 'hangup', sender: HANDLE_ID });
    janus.push({ janus: 'hangup', sender: 999 });
    await expect.poll(() => heard).toEqual(['webrtcup', 'hangup']);
  });

  it('keeps the session alive every 25 s, and destroys it on close', async () => {
    vi.useFakeTimers();
    const janus = fakeJanus();
    const session = await open(janus);
    const keepalives = () => janus.requests.filter((request) => (request.body as { janus?: string } | undefined)?.janus === 'keepalive').length;
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS - 1);
    expect(keepalives()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(keepalives()).toBe(1);
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    expect(keepalives()).toBe(2);
    session.close();
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS * 2);
    expect(keepalives()).toBe(2);
    expect(janus.requests.at(-1)?.body).toMatchObject({ janus: 'destroy', token: TOKEN });
  });

  it('counts a long poll with no answer past 45 s as a failed one, polls again, and says the session is lost after five', async () => {
    vi.useFakeTimers();
    // Janus opens the session and answers every POST; the long poll never answers (a connection gone quiet).
    const polls: AbortSignal[] = [];
    const fetch = async (input: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') !== 'GET') return jsonResponse(200, { janus: 'success', transaction: JSON.parse(String(init.body)).transaction, data: { id: SESSION_ID } });
      polls.push(init.signal!);
      return stalledFetch(input, init);
    };
    const lost: Error[] = [];
    opened.push(await JanusSession.open({ path: PATH, token: TOKEN, fetch, onLost: (error) => lost.push(error) }));

    await vi.advanceTimersByTimeAsync(EXCHANGE_WITHIN_MS - 1);
    expect(polls.filter((signal) => signal.aborted)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls[0]?.aborted).toBe(true);
    expect(lost).toEqual([]);
    await vi.advanceTimersByTimeAsync(5 * (EXCHANGE_WITHIN_MS + 2_000));

    expect(polls).toHaveLength(5);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.message).toBe('The video server could not be reached');
    expect(EXCHANGE_WITHIN_MS).toBe(45_000);
  });

  it('says the session is lost when Janus refuses the long poll (a revoked token, a restart)', async () => {
    let pollsRefused = false;
    const janus = fakeFetch((request) => {
      if (request.method === 'GET') return pollsRefused ? jsonResponse(200, { janus: 'error', error: { code: 458, reason: 'No such session' } }) : new Promise<Response>(() => undefined);
      return jsonResponse(200, { janus: 'success', transaction: (request.body as { transaction: string }).transaction, data: { id: SESSION_ID } });
    });
    pollsRefused = true;
    const lost: Error[] = [];
    await JanusSession.open({ path: PATH, token: TOKEN, fetch: janus.fetch, onLost: (error) => lost.push(error) });
    await expect.poll(() => lost.length).toBe(1);
    expect(lost[0]).toMatchObject({ code: 458 });
    expect(janus.requests.at(-1)?.body).toMatchObject({ janus: 'destroy' });
  });
});
