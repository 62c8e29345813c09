import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { movementResult } from '../../movement-result.js';
import { WalletLedger } from '../../wallet-ledger.js';
import { AdjustWallet } from './adjust-wallet.command.js';

/** update_wallet/{id}: an admin's signed correction with a reason; never below zero. */
@CommandHandler(AdjustWallet)
export class AdjustWalletHandler implements ICommandHandler<AdjustWallet> {
  constructor(@Inject(WalletLedger) private readonly ledger: WalletLedger) {}

  async execute({ userId, amount, reason, idempotency, meta }: AdjustWallet) {
    const outcome = await this.ledger.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount, reason, ...idempotency }, meta);
    return movementResult(outcome, idempotency);
  }
}
