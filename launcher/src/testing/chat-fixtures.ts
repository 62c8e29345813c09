import { randomUUID } from 'node:crypto';
import { walletStreamName } from '@nakshatra/contracts';
import { expect } from 'vitest';
import type { InProcessStack } from './in-process-stack.js';
import { dataOf, type Answer, type testApi } from './test-api.js';

export const CHAT_PRICE = 25_00;

/** The people and calls of a chat through the whole stack: an online astrologer, a funded customer, and the chat calls. */
export function chatFixtures(stack: Pick<InProcessStack, 'cookie' | 'store'>, api: ReturnType<typeof testApi>, admin: string) {
  /** Read-your-writes: a read after a write waits for the write's position. */
  const after = (answer: Answer) => ({ 'x-min-position': String(answer.body.position) });

  /** The phase-1 flow: a logged-in applicant applies (with `profile` over the defaults), an admin approves, the astrologer goes online. */
  async function onlineAstrologer(profile: Record<string, unknown> = {}) {
    const numbers = api.newNumber();
    const applicant = await api.logIn(numbers);
    const idDocument = await api.upload(applicant.cookie, 'private');
    const applied = await api.call('POST', '/api/create_astrologer', {
      cookie: applicant.cookie,
      body: {
        name: 'Pandit Ravi Shastri',
        phone: numbers,
        email: 'ravi@example.com',
        gender: 'male',
        date_of_birth: '1975-06-01',
        languages: ['hindi'],
        skills: ['vedic'],
        experience_years: 20,
        price_per_min: CHAT_PRICE,
        bio: 'Twenty years of Vedic and KP astrology, with a focus on career and marriage.',
        img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
        id_document_url: idDocument,
        ...profile,
      },
    });
    const { id } = dataOf('create_astrologer', applied);
    expect((await api.call('PUT', `/api/update_astrologer/${id}`, { cookie: admin, body: { action: 'approve' } })).status).toBe(200);
    const cookie = stack.cookie('astrologer', applicant.userId);
    expect((await api.call('POST', '/api/update_astrologer_status', { cookie, body: { status: 'online' } })).status).toBe(200);
    const status = async (since?: Answer) => dataOf('get_single_astrologer', await api.call('GET', `/api/get_single_astrologer/${id}`, { cookie: admin, headers: since ? after(since) : {} })).status;
    return { id, userId: applicant.userId, cookie, status };
  }

  /** A customer with `balance` paise put in by an admin adjustment; `debits` lists what the wallet paid since. */
  async function customer(balance: number) {
    const userId = randomUUID();
    const cookie = stack.cookie('customer', userId);
    if (balance > 0) {
      const funded = await api.call('PUT', `/api/update_wallet/${userId}`, { cookie: admin, headers: { 'idempotency-key': `fund-${userId}` }, body: { amount: balance, reason: 'Test balance' } });
      expect(funded.status, JSON.stringify(funded.body)).toBe(201);
    }
    const debits = async () => (await stack.store.readStream(walletStreamName(userId))).slice(balance > 0 ? 1 : 0).map((event) => (event.data as { amount: number }).amount);
    return { userId, cookie, debits };
  }

  /** create_chat_session with Asha's intake; `intake` replaces or adds fields (a resolved place); `channel: 'call'` asks for a call. */
  const request = (cookie: string, astrologerId: string, intake: object = {}, channel?: 'chat' | 'call') =>
    api.call('POST', '/api/create_chat_session', {
      cookie,
      body: { astrologer_id: astrologerId, intake: { name: 'Asha', birth_date: '1990-04-01', birth_time: '06:30', birth_place: 'Pune', ...intake }, ...(channel ? { channel } : {}) },
    });
  const answer = (cookie: string, id: string, body: object) => api.call('PUT', `/api/update_chat_session/${id}`, { cookie, body });
  const end = (cookie: string, id: string) => api.call('PUT', `/api/end_chat_session/${id}`, { cookie, body: {} });
  const say = (cookie: string, id: string, text: string) => api.call('POST', '/api/create_message', { cookie, body: { session_id: id, text } });

  return { after, onlineAstrologer, customer, request, answer, end, say };
}
