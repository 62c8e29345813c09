import type { LoginRole } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class RequestLoginOtp extends Command<{ readonly userId: string; readonly position: string | undefined }> {
  constructor(
    readonly purpose: LoginRole,
    readonly countryCode: string,
    readonly numbers: string,
    readonly clientIp: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
