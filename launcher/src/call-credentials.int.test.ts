import { mintTurnCredential, TurnSecret } from '@nakshatra/command-service';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_PRICE, chatFixtures } from './testing/chat-fixtures.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

const SECRET = 'a-turn-secret-for-this-test-only-0123456789';

/**
 * create_call_credentials through the gateway: each participant of a call gets the ICE servers
 * for its RTCPeerConnection, with a TURN credential minted for them that the TURN server (coturn's
 * use-auth-secret) recomputes from the secret; nobody else gets any, nor for a chat or a call that ended.
 */
describe('call credentials', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let chat: ReturnType<typeof chatFixtures>;
  const credentials = (cookie: string, id: string) => testApi(stack).call('PUT', `/api/create_call_credentials/${id}`, { cookie, body: {} });

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'call_credentials');
    const ice = { stunUrls: ['stun:turn.example.in:3478'], turn: { urls: ['turn:turn.example.in:3478?transport=udp'], secret: new TurnSecret(SECRET), credentialTtlS: 600 } };
    stack = await startInProcessStack(db.url, { ice, chat: { commissionBp: 3000, tickMs: null, now: () => new Date() } });
    chat = chatFixtures(stack, testApi(stack), stack.cookie('admin'));
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('gives each participant of a call its own TURN credential, and nobody else any', async () => {
    const ravi = await chat.onlineAstrologer({ call_price_per_min: 2 * CHAT_PRICE });
    const asha = await chat.customer(40 * CHAT_PRICE);
    const requested = await chat.request(asha.cookie, ravi.id, {}, 'call');
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const id = requested.body.data.id as string;

    const before = Math.floor(Date.now() / 1000);
    for (const [cookie, userId] of [[asha.cookie, asha.userId], [ravi.cookie, ravi.userId]] as const) {
      const answer = await credentials(cookie, id);
      expect(answer.status).toBe(200);
      const [stun, turn] = answer.body.data.ice_servers as { urls: string[]; username?: string; credential?: string }[];
      expect(stun).toEqual({ urls: ['stun:turn.example.in:3478'] });
      expect(turn!.urls).toEqual(['turn:turn.example.in:3478?transport=udp']);
      const [expiry, forUser] = turn!.username!.split(':');
      expect(forUser).toBe(userId);
      expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
      // What coturn computes from the username and the shared secret.
      expect(turn!.credential).toBe(mintTurnCredential(new TurnSecret(SECRET), userId, new Date(Number(expiry) * 1000)).credential);
    }
    expect(await credentials(stack.cookie('customer'), id)).toMatchObject({ status: 404, body: { code: 'chat.not_found' } });
    expect((await credentials(stack.cookie('customer'), id)).body).not.toHaveProperty('data');

    await chat.end(asha.cookie, id);
    expect(await credentials(asha.cookie, id)).toMatchObject({ status: 409, body: { code: 'chat.ended' } });
    const aChat = await chat.request(asha.cookie, ravi.id);
    expect(await credentials(asha.cookie, aChat.body.data.id as string)).toMatchObject({ status: 409, body: { code: 'chat.not_a_call' } });
  });
});
