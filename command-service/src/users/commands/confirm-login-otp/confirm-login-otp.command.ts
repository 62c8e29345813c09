import type { LoginRole } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { UserState } from '../../user.decider.js';

export interface LoginOutcome {
  readonly sessionId: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
  readonly user: UserState;
  readonly position: string | undefined;
}

export class ConfirmLoginOtp extends Command<LoginOutcome> {
  constructor(
    readonly purpose: LoginRole,
    readonly userId: string,
    readonly otp: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
