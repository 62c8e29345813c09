import type { ChatRequested } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { commandMetadata } from '../shared/command-metadata.js';
import { chatRequestNotification, chatRequestReminder, notifyAstrologerOfRequest } from './chat-request-notifications.js';
import type { Notifier } from './notifier.js';

const request: ChatRequested = {
  sessionId: '33333333-3333-4333-8333-333333333333',
  customerId: '11111111-1111-5111-8111-111111111111',
  astrologerId: '55555555-5555-4555-8555-555555555555',
  astrologerUserId: '22222222-2222-5222-8222-222222222222',
  pricePerMin: 20_00,
  intake: { name: 'Asha', birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' },
  freeMinutes: 0,
  requestedAt: '2026-11-23T10:00:00.000Z',
};
const meta = commandMetadata({ id: request.customerId, role: 'customer' }, 'corr-1');

describe('the chat request notification', () => {
  it('goes to the astrologer’s login account with the intake name and a link to the console', async () => {
    const sent: unknown[] = [];
    const notifier: Notifier = { notify: async (...args) => void sent.push(args) };
    await notifyAstrologerOfRequest(notifier, {} as Logger, request, meta);
    expect(sent).toEqual([[request.astrologerUserId, chatRequestNotification(request), meta]]);
    expect(chatRequestNotification(request)).toEqual({
      kind: 'chat_request',
      title: 'New chat request',
      body: 'Asha would like to chat with you. Please answer within 60 seconds.',
      link: '/astrologer',
      data: { customer_name: 'Asha', session_id: request.sessionId },
    });
  });

  it('says "call" for a call request and its reminder, with kinds of their own', () => {
    const call = { ...request, channel: 'call' as const };
    expect(chatRequestNotification(call)).toMatchObject({ kind: 'call_request', title: 'New call request', body: 'Asha would like to call you. Please answer within 60 seconds.' });
    expect(chatRequestReminder(call)).toMatchObject({ kind: 'call_request_reminder', title: 'A call request is waiting' });
    expect(chatRequestReminder(request)).toMatchObject({ kind: 'chat_request_reminder', title: 'A chat request is waiting' });
  });

  it('is best effort: a notifier that fails is logged and the request goes on', async () => {
    const logged: unknown[] = [];
    const logger = { error: (...args: unknown[]) => void logged.push(args) } as unknown as Logger;
    const failing: Notifier = { notify: () => Promise.reject(new Error('event store down')) };
    await expect(notifyAstrologerOfRequest(failing, logger, request, meta)).resolves.toBeUndefined();
    expect(logged).toEqual([[{ err: new Error('event store down'), sessionId: request.sessionId }, 'the astrologer was not notified of a chat request']]);
  });
});
