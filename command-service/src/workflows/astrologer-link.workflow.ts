import { ASTROLOGER_STREAM_PREFIX, type AstrologerAccountLinked } from '@nakshatra/contracts';
import { claimThenFollowWorkflow } from './claim-then-follow.js';

export interface UnlinkAstrologer {
  readonly type: 'UnlinkAstrologer';
  readonly userId: string;
  readonly astrologerId: string;
}

const ACCOUNT_STREAM_PREFIX = 'astrologer.user-';

const STEPS = { AstrologerAccountLinked: 'claimed', AstrologerAccountUnlinked: 'released', AstrologerApplied: 'followed' } as const;

/**
 * create_astrologer writes two streams: the account's link (`astrologer.user-<userId>`, a new
 * astrologer id on the first application) and then the application on that astrologer's stream. A
 * request that dies between them leaves a link to a record with no application (issue #19), which
 * cannot be completed (the application is lost with the request): the link is given back once
 * `graceMs` has passed, and the applicant's next application links afresh.
 */
export const astrologerLinkWorkflow = (graceMs: number) =>
  claimThenFollowWorkflow<UnlinkAstrologer>(
    {
      name: 'astrologer-link',
      streams: [ACCOUNT_STREAM_PREFIX, ASTROLOGER_STREAM_PREFIX],
      stepOf(event) {
        const kind = Object.hasOwn(STEPS, event.type) ? STEPS[event.type as keyof typeof STEPS] : undefined;
        // All three carry the account and the record (AstrologerApplied among its other fields).
        const { userId, astrologerId } = event.data as AstrologerAccountLinked;
        return kind && { kind, owner: userId, subject: astrologerId };
      },
      release: (userId, astrologerId) => ({ type: 'UnlinkAstrologer', userId, astrologerId }),
    },
    graceMs,
  );
