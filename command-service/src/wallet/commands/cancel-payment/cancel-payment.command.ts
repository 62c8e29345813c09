import { Command } from '@nestjs/cqrs';
import type { RechargeState } from '../../wallet.decider.js';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class CancelPayment extends Command<{ readonly status: RechargeState['status']; readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly rechargeId: string,
    readonly reason: 'failed' | 'cancelled',
    readonly detail: string | null,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
