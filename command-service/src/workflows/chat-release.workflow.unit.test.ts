import { describe, expect, it } from 'vitest';
import { chatReleaseWorkflow } from './chat-release.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const GRACE_MS = 60_000;
const workflow = chatReleaseWorkflow(GRACE_MS);
const SESSION = 's-1';
const AT = '2026-11-26T10:00:00Z';
const GRACE_LATER = '2026-11-26T10:01:00Z';
const claimed = recorded('customer-chat-c-1', 'FreeChatClaimed', { sessionId: SESSION }, AT);
const freeChatBack = recorded('customer-chat-c-1', 'FreeChatReleased', { sessionId: SESSION }, AT);
const requested = recorded(`chat-${SESSION}`, 'ChatRequested', { sessionId: SESSION, customerId: 'c-1', astrologerId: 'a-1', freeMinutes: 3 }, AT);
const locked = recorded('astrologer-a-1', 'AstrologerSessionStarted', { sessionId: SESSION }, AT);
const unlocked = recorded('astrologer-a-1', 'AstrologerSessionEnded', { sessionId: SESSION }, AT);
const accepted = recorded(`chat-${SESSION}`, 'ChatAccepted', { acceptedAt: AT }, AT);
const billed = recorded(`chat-${SESSION}`, 'MinuteBilled', { minute: 1, amount: 0 }, AT);
const rejected = recorded(`chat-${SESSION}`, 'ChatRejected', { by: 'astrologer', reason: 'In a puja' }, AT);
const ended = recorded(`chat-${SESSION}`, 'ChatEnded', { by: 'customer', reason: null }, AT);

const releaseLock = { type: 'ReleaseChatLock', astrologerId: 'a-1', sessionId: SESSION };
const releaseFreeChat = { type: 'ReleaseFreeChat', customerId: 'c-1', sessionId: SESSION };

describe('chat release workflow', () => {
  it('asks nothing of a session still open', () => {
    expect(given(workflow, [claimed, requested, locked]).when(SESSION, AT)).toBeUndefined();
    expect(given(workflow, [claimed, requested, locked, accepted, billed]).when(SESSION, AT)).toBeUndefined();
  });

  it('frees the astrologer at once from a session finished with the lock still held (a crash before the release)', () => {
    expect(given(workflow, [claimed, requested, locked, rejected]).when(SESSION, AT)).toEqual(releaseLock);
    expect(given(workflow, [requested, locked, accepted, ended]).when(SESSION, AT)).toEqual(releaseLock);
  });

  it('then gives back the free chat of a request never accepted, and never that of an accepted one (used up)', () => {
    expect(given(workflow, [claimed, requested, locked, rejected, unlocked]).when(SESSION, AT)).toEqual(releaseFreeChat);
    expect(given(workflow, [claimed, requested, locked, accepted, ended, unlocked]).done(SESSION)).toBe(true);
  });

  it('gives back the free consultation of a call accepted but never connected, and never that of one connected (used up)', () => {
    const call = recorded(`chat-${SESSION}`, 'ChatRequested', { sessionId: SESSION, customerId: 'c-1', astrologerId: 'a-1', freeMinutes: 3, channel: 'call' }, AT);
    const connected = recorded(`chat-${SESSION}`, 'CallConnected', { connectedAt: AT }, AT);
    expect(given(workflow, [claimed, call, locked, accepted, ended, unlocked]).when(SESSION, AT)).toEqual(releaseFreeChat);
    expect(given(workflow, [claimed, call, locked, accepted, connected, ended, unlocked]).done(SESSION)).toBe(true);
  });

  it('is done once a finished session holds nothing', () => {
    expect(given(workflow, [claimed, requested, locked, rejected, unlocked, freeChatBack]).done(SESSION)).toBe(true);
    expect(given(workflow, [claimed, requested, locked, rejected]).done(SESSION)).toBe(false);
  });

  it('frees, a grace after it, a lock that came after its session was finished and forgotten, if the session says it is over', () => {
    // The runner forgot the session at its end (nothing held); the request's lock landed after it.
    const lateLock = given(workflow, [locked]);
    expect(lateLock.when(SESSION, AT)).toBeUndefined();
    expect(lateLock.when(SESSION, GRACE_LATER)).toEqual({ ...releaseLock, ifSessionOver: true });
    expect(lateLock.done(SESSION)).toBe(false);
    expect(given(workflow, [locked, unlocked]).done(SESSION)).toBe(true);
  });

  it('minds neither live-session locks, nor minutes and messages, nor a claim whose request never came (the free-chat-claim workflow gives it back)', () => {
    expect(given(workflow, [recorded('astrologer-a-1', 'AstrologerSessionStarted', { sessionId: 'live-l-1' }, AT), billed]).keys()).toEqual([]);
    expect(given(workflow, [recorded('astrologer-earnings-a-1', 'AstrologerEarned', { sessionId: SESSION, minute: 1 }, AT)]).keys()).toEqual([]);
    expect(given(workflow, [claimed]).when(SESSION, AT)).toBeUndefined();
  });
});
