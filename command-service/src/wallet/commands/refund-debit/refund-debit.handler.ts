import { randomUUID } from 'node:crypto';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { refuseIfErased } from '../../../users/erased-account.js';
import { movementResult } from '../../movement-result.js';
import { WalletLedger } from '../../wallet-ledger.js';
import { RefundDebit } from './refund-debit.command.js';

/**
 * create_refund_transaction: an admin returns (part of) a session's or order's payment to the
 * wallet, saying for a session's who bears it; an astrologer at fault then has their earning on it
 * taken back by the earning-reversal workflow (docs/support.md, "Who bears a refund"). An erased
 * account gets none (`user.erased`).
 */
@CommandHandler(RefundDebit)
export class RefundDebitHandler implements ICommandHandler<RefundDebit> {
  constructor(
    @Inject(WalletLedger) private readonly ledger: WalletLedger,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ userId, debitId, amount, reason, borneBy, idempotency, meta }: RefundDebit) {
    await refuseIfErased(this.store, userId);
    const outcome = await this.ledger.execute(userId, { type: 'Refund', transactionId: randomUUID(), refundOf: debitId, amount, reason, ...(borneBy ? { borneBy } : {}), ...idempotency }, meta);
    return movementResult(outcome, idempotency);
  }
}
