import { randomUUID } from 'node:crypto';
import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, type Logger, type RateLimiter } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { LOGGER } from '../../../shared/logger.token.js';
import { OTP_TTL_MS, type OtpCodes } from '../../otp/otp-codes.js';
import { SmsDeliveryError } from '../../sms/http-sms-gateway.js';
import { otpMessage, SMS_SENDER, type SmsSender } from '../../sms/sms-sender.js';
import { userDecider } from '../../user.decider.js';
import { accountIdForPhone } from '../../phone-account.js';
import { phoneNumber } from '../../user-id.js';
import { OTP_CODES, RATE_LIMITER } from '../../user-tokens.js';
import { RequestLoginOtp } from './request-login-otp.command.js';
import { callerNetworkOf } from '../../../shared/caller-network.js';
import { hitOrRefuse } from '../../../shared/rate-limits.js';

/** Per caller address (issue #3): at most this many codes an hour, whatever the numbers. */
export const OTP_SENDS_PER_IP = 20;
const IP_WINDOW_SECONDS = 60 * 60;

/**
 * Registers the number on first use, records the code (hashed) and only then sends it, so no
 * code ever leaves that the server could not check.
 *
 * Astrologer and admin logins answer every number alike (docs/login.md, "Role-gated logins"): the
 * decider withholds the code of a number without the role, and the SMS of one with it goes out in
 * the background, so neither the answer nor its time (a slow gateway) nor a failed SMS tells them apart.
 */
@CommandHandler(RequestLoginOtp)
export class RequestLoginOtpHandler implements ICommandHandler<RequestLoginOtp> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(OTP_CODES) private readonly codes: OtpCodes,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ purpose, countryCode, numbers, clientIp, meta }: RequestLoginOtp) {
    await hitOrRefuse(this.limiter, `otp-send-ip:${callerNetworkOf(clientIp)}`, OTP_SENDS_PER_IP, IP_WINDOW_SECONDS, 'otp.too_many_from_network');
    const phone = phoneNumber(countryCode, numbers);
    const userId = await accountIdForPhone(this.store, phone);
    const { otp, salt } = this.codes.generate();
    const { events, position } = await runCommand(
      this.store,
      userStreamName(userId),
      userDecider,
      { type: 'RequestLoginOtp', userId, phone, countryCode, purpose, otpId: randomUUID(), salt, hash: this.codes.hash(salt, otp), now: Date.now(), ttlMs: OTP_TTL_MS },
      meta,
    );
    const withheld = events.some((event) => event.type === 'LoginOtpRequested' && event.data.withheld);
    const sms = { to: phone, text: otpMessage(otp) };
    if (purpose !== 'customer') {
      if (!withheld) void this.sms.send(sms).catch((error: unknown) => this.logger.warn({ err: error, userId, purpose }, 'login code SMS failed'));
      return { userId, position };
    }
    try {
      await this.sms.send(sms);
    } catch (error) {
      if (error instanceof SmsDeliveryError) throw refuse('otp.sms_unavailable');
      throw error;
    }
    return { userId, position };
  }
}
