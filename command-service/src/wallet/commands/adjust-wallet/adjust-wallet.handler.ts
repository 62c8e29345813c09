import { randomUUID } from 'node:crypto';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { refuseIfErased } from '../../../users/erased-account.js';
import { movementResult } from '../../movement-result.js';
import { WalletLedger } from '../../wallet-ledger.js';
import { AdjustWallet } from './adjust-wallet.command.js';

/**
 * update_wallet/{id}: an admin's signed correction with a reason; never below zero. An erased
 * account is only ever taken down (money that reached it anyway, paid out another way), never credited.
 */
@CommandHandler(AdjustWallet)
export class AdjustWalletHandler implements ICommandHandler<AdjustWallet> {
  constructor(
    @Inject(WalletLedger) private readonly ledger: WalletLedger,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ userId, amount, reason, idempotency, meta }: AdjustWallet) {
    if (amount > 0) await refuseIfErased(this.store, userId);
    const outcome = await this.ledger.execute(userId, { type: 'Adjust', transactionId: randomUUID(), amount, reason, ...idempotency }, meta);
    return movementResult(outcome, idempotency);
  }
}
