import { randomUUID } from 'node:crypto';
import { astrologerAccountStreamName, astrologerStreamName, type AstrologerApplied } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { accountIdForPhone } from '../../../users/phone-account.js';
import { assertOwnPrivateImages } from '../../../uploads/own-private-images.js';
import { phoneNumber } from '../../../users/user-id.js';
import { assertApplicantChecks } from '../../applicant-checks.js';
import { astrologerAccountDecider } from '../../astrologer-account.decider.js';
import { astrologerDecider, existingAstrologer, standingOf } from '../../astrologer.decider.js';
import { ApplyAsAstrologer } from './apply-as-astrologer.command.js';

/**
 * create_astrologer: links the account to its astrologer record (a new id on the first
 * application, the same one ever after) and records the application there. The record's own stream
 * decides whether one may apply now: never while an application is pending or approved.
 */
@CommandHandler(ApplyAsAstrologer)
export class ApplyAsAstrologerHandler implements ICommandHandler<ApplyAsAstrologer> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, request, meta }: ApplyAsAstrologer) {
    const phoneAccountId = await accountIdForPhone(this.store, phoneNumber(request.country_code, request.phone));
    assertApplicantChecks(userId, request, phoneAccountId, new Date());
    await assertOwnPrivateImages(this.store, userId, [{ path: 'id_document_url', url: request.id_document_url }]);
    const link = await runCommand(this.store, astrologerAccountStreamName(userId), astrologerAccountDecider, { type: 'LinkAstrologer', userId, astrologerId: randomUUID() }, meta);
    const astrologerId = link.state.astrologerId!;
    const application: AstrologerApplied = {
      astrologerId,
      userId,
      phone: request.phone,
      countryCode: request.country_code,
      profile: {
        name: request.name,
        email: request.email,
        gender: request.gender,
        dateOfBirth: request.date_of_birth,
        languages: request.languages,
        skills: request.skills,
        experienceYears: request.experience_years,
        pricePerMin: request.price_per_min,
        callPricePerMin: request.call_price_per_min ?? null,
        bio: request.bio,
        imgUrl: request.img_url,
      },
      idDocumentUrl: request.id_document_url,
    };
    const { state, position } = await runCommand(this.store, astrologerStreamName(astrologerId), astrologerDecider, { type: 'Apply', application }, meta);
    return { view: standingOf(astrologerId, existingAstrologer(state)), position };
  }
}
