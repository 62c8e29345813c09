import { describe, expect, it } from 'vitest';
import { astrologerLinkWorkflow } from './astrologer-link.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const workflow = astrologerLinkWorkflow(60_000);
const USER = 'u-1';
const FIRST = 'a-1';
const linked = (astrologerId: string, at: string) => recorded(`astrologer.user-${USER}`, 'AstrologerAccountLinked', { userId: USER, astrologerId }, at);
const unlinked = (astrologerId: string, at: string) => recorded(`astrologer.user-${USER}`, 'AstrologerAccountUnlinked', { userId: USER, astrologerId }, at);
const applied = (astrologerId: string, at: string) => recorded(`astrologer-${astrologerId}`, 'AstrologerApplied', { astrologerId, userId: USER, phone: '9876543210' }, at);

describe('astrologer link workflow', () => {
  it('is done once the application the link was made for arrives', () => {
    const flow = given(workflow, [linked(FIRST, '2026-11-26T10:00:00Z'), applied(FIRST, '2026-11-26T10:00:00.100Z')]);
    expect(flow.done(USER)).toBe(true);
    expect(flow.when(USER, '2026-11-26T12:00:00Z')).toBeUndefined();
  });

  it('gives back a link whose application never came, once the grace has passed', () => {
    const flow = given(workflow, [linked(FIRST, '2026-11-26T10:00:00Z')]);
    expect(flow.when(USER, '2026-11-26T10:00:30Z')).toBeUndefined();
    expect(flow.when(USER, '2026-11-26T10:01:00Z')).toEqual({ type: 'UnlinkAstrologer', userId: USER, astrologerId: FIRST });
  });

  it('is done after the unlink, and watches the next link afresh', () => {
    expect(given(workflow, [linked(FIRST, '2026-11-26T10:00:00Z'), unlinked(FIRST, '2026-11-26T10:01:00Z')]).done(USER)).toBe(true);
    const again = given(workflow, [linked(FIRST, '2026-11-26T10:00:00Z'), unlinked(FIRST, '2026-11-26T10:01:00Z'), linked('a-2', '2026-11-26T11:00:00Z')]);
    expect(again.when(USER, '2026-11-26T11:05:00Z')).toEqual({ type: 'UnlinkAstrologer', userId: USER, astrologerId: 'a-2' });
  });

  it('keeps a link whose record has an application from before (an applicant applying again)', () => {
    const flow = given(workflow, [linked(FIRST, '2026-11-26T10:00:00Z'), applied(FIRST, '2026-11-26T10:00:00Z'), applied(FIRST, '2026-11-27T10:00:00Z')]);
    expect(flow.when(USER, '2026-11-28T10:00:00Z')).toBeUndefined();
  });
});
