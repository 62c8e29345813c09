import { randomUUID } from 'node:crypto';
import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, SESSION_MAX_AGE_SECONDS } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import type { OtpCodes } from '../../otp/otp-codes.js';
import { userDecider } from '../../user.decider.js';
import { OTP_CODES } from '../../user-tokens.js';
import { ConfirmLoginOtp } from './confirm-login-otp.command.js';

/** A wrong code is recorded (it counts towards voiding the code) and then answered with 400. */
@CommandHandler(ConfirmLoginOtp)
export class ConfirmLoginOtpHandler implements ICommandHandler<ConfirmLoginOtp> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(OTP_CODES) private readonly codes: OtpCodes,
  ) {}

  async execute({ purpose, userId, otp, meta }: ConfirmLoginOtp) {
    const sessionId = randomUUID();
    const now = Date.now();
    const { events, state, position } = await runCommand(
      this.store,
      userStreamName(userId),
      userDecider,
      { type: 'ConfirmLoginOtp', purpose, matches: (salt, hash) => this.codes.matches(salt, otp, hash), sessionId, sessionTtlMs: SESSION_MAX_AGE_SECONDS * 1000, now },
      meta,
    );
    if (!events.some((event) => event.type === 'UserLoggedIn')) throw refuse('otp.invalid');
    return { sessionId, expiresAt: Math.floor(now / 1000) + SESSION_MAX_AGE_SECONDS, user: state, position };
  }
}
