import { astrologerStreamName, contentStreamName, profileEditsOf, userStreamName, type UpdateAstrologer } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, refuseField } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contentDecider } from '../../../content/content.decider.js';
import { loadState, runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { grantRoleTo } from '../../../users/grant-role.js';
import { userDecider } from '../../../users/user.decider.js';
import { astrologerDecider, existingAstrologer, standingOf, type ReviewAction } from '../../astrologer.decider.js';
import { ReviewAstrologer } from './review-astrologer.command.js';

/**
 * update_astrologer/{id}: profile edits and the review action, decided together in one append.
 * Approval writes two streams: the astrologer's (AstrologerApproved) first, then the role in the
 * applicant's account. Both writes are idempotent, and approving an approved astrologer grants the
 * role again, so a retry after a crash between them completes the approval instead of failing.
 * The role goes to the account that applied (the application's), and an applicant erased since is
 * refused before anything is written: looked up by phone, the role would go to the number's next owner.
 */
@CommandHandler(ReviewAstrologer)
export class ReviewAstrologerHandler implements ICommandHandler<ReviewAstrologer> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ astrologerId, request, meta }: ReviewAstrologer) {
    const action = await this.actionOf(request);
    if (action?.type === 'approve') await this.assertApplicantKept(astrologerId);
    const reviewed = await runCommand(this.store, astrologerStreamName(astrologerId), astrologerDecider, { type: 'Review', changes: profileEditsOf(request), action }, meta);
    const state = existingAstrologer(reviewed.state);
    const { userId, countryCode, phone } = state.application;
    const granted = action?.type === 'approve' ? await grantRoleTo(this.store, { userId, countryCode, numbers: phone, role: 'astrologer' }, meta) : undefined;
    // The grant, when it wrote, came last: reading from its position sees both writes.
    return { view: standingOf(astrologerId, state), position: granted?.position ?? reviewed.position };
  }

  /** The account that applied still exists: an erased one is refused as any change to it is. */
  private async assertApplicantKept(astrologerId: string): Promise<void> {
    const astrologer = await loadState(this.store, astrologerStreamName(astrologerId), astrologerDecider);
    if (astrologer.status === 'absent') return;
    const applicant = await loadState(this.store, userStreamName(astrologer.application.userId), userDecider);
    if (applicant.erased) throw refuse('user.erased');
  }

  private async actionOf(request: UpdateAstrologer): Promise<ReviewAction | undefined> {
    switch (request.action) {
      case undefined:
        return undefined;
      case 'approve':
      case 'reactivate':
        return { type: request.action };
      case 'reject': {
        const reasonId = request.reason_id?.toLowerCase() ?? null;
        const chosen = reasonId === null ? undefined : await this.rejectionReasonText(reasonId);
        return { type: 'reject', reasonId, reason: request.reason ?? chosen! };
      }
    }
  }

  /** A live `reason` item's text: its summary, else its title. */
  private async rejectionReasonText(id: string): Promise<string> {
    const item = await loadState(this.store, contentStreamName('reason', id), contentDecider);
    if (item.kind !== 'live') throw refuseField('reason_id', 'field.rejection_reason');
    return String(item.fields.summary ?? item.fields.title);
  }
}
