import type { CommandOutcome } from '../shared/aggregate-runner.js';
import type { WalletEvent } from '@nakshatra/contracts';
import type { IdempotentCall } from '../shared/idempotency.js';
import type { WalletState } from './wallet.decider.js';

export interface MovementResult {
  readonly transactionId: string;
  /** The balance right after this movement (for a retry too). */
  readonly balance: number;
  /** False when the key had been used before and this is the first request's answer. */
  readonly created: boolean;
  readonly position: string | undefined;
}

/** The answer to a keyed movement, the same for the first request and every retry of it. */
export function movementResult(outcome: CommandOutcome<WalletState, WalletEvent>, { idempotencyKey }: IdempotentCall): MovementResult {
  const record = outcome.state.requests.get(idempotencyKey)!;
  return { transactionId: record.id, balance: record.balanceAfter ?? outcome.state.balance, created: outcome.events.length > 0, position: outcome.position };
}
