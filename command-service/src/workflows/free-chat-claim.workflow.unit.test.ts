import { describe, expect, it } from 'vitest';
import { freeChatClaimWorkflow } from './free-chat-claim.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const workflow = freeChatClaimWorkflow(60_000);
const CUSTOMER = 'c-1';
const claimed = (sessionId: string, at: string) => recorded(`customer-chat-${CUSTOMER}`, 'FreeChatClaimed', { sessionId }, at);
const releasedClaim = (sessionId: string, at: string) => recorded(`customer-chat-${CUSTOMER}`, 'FreeChatReleased', { sessionId }, at);
const requested = (sessionId: string, at: string) => recorded(`chat-${sessionId}`, 'ChatRequested', { sessionId, customerId: CUSTOMER, astrologerId: 'a-1' }, at);

describe('free chat claim workflow', () => {
  it('is done once the claimed session is requested', () => {
    expect(given(workflow, [claimed('s-1', '2026-11-26T10:00:00Z'), requested('s-1', '2026-11-26T10:00:00.050Z')]).done(CUSTOMER)).toBe(true);
  });

  it('gives back a free chat claimed for a session that was never requested, once the grace has passed', () => {
    const flow = given(workflow, [claimed('s-1', '2026-11-26T10:00:00Z')]);
    expect(flow.when(CUSTOMER, '2026-11-26T10:00:59Z')).toBeUndefined();
    expect(flow.when(CUSTOMER, '2026-11-26T10:01:00Z')).toEqual({ type: 'ReleaseFreeChat', customerId: CUSTOMER, sessionId: 's-1', ifNeverRequested: true });
  });

  it('is done when the claim was given back, and ignores paid requests', () => {
    expect(given(workflow, [claimed('s-1', '2026-11-26T10:00:00Z'), releasedClaim('s-1', '2026-11-26T10:01:00Z')]).done(CUSTOMER)).toBe(true);
    expect(given(workflow, [requested('s-2', '2026-11-26T10:00:00Z')]).done(CUSTOMER)).toBe(true);
  });
});
