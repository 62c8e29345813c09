import { fieldError, type MoneySource, type PaymentProviderName, type RefundBearer, type RefundRuleCode, type WalletEvent } from '@nakshatra/contracts';
import { badRequest, HttpError, refuse } from '@nakshatra/platform';
import type { Decider } from '../shared/decider.js';
import { keyReused } from '../shared/idempotency.js';

/**
 * A customer's wallet (`wallet-<userId>`). The balance is the fold of its movements and never goes
 * below zero. Each caller request carries an idempotency key: a key seen before makes `decide`
 * return nothing, and the handler answers from what the first request recorded.
 */
export interface RechargeState {
  /** expired: not paid in time (WalletRechargeExpired); like failed and cancelled, a verified capture still credits it. */
  readonly status: 'pending' | 'credited' | 'failed' | 'cancelled' | 'expired';
  readonly provider: PaymentProviderName;
  readonly providerOrderId: string;
  readonly amount: number;
  readonly bonus: number;
  /** The part of `bonus` only the wallet's first credited recharge gets. */
  readonly firstRechargeBonus: number;
  /** The part of `bonus` its offers give (undefined: started before it was recorded), and the offers. */
  readonly offerBonus: number | undefined;
  readonly offerIds: readonly string[];
  readonly gst: number;
  readonly total: number;
}

export interface DebitState {
  readonly amount: number;
  readonly refunded: number;
  readonly source: MoneySource;
}

/** What a keyed request did: enough to give a retry the first answer. */
export interface RequestRecord {
  readonly requestHash: string;
  /** The recharge id or the movement's transaction id. */
  readonly id: string;
  readonly balanceAfter: number | null;
}

/**
 * `evolve` sets entries in these maps in place rather than copying them: a busy wallet folds
 * thousands of events, and copying would make that quadratic. It is safe because each state has
 * one owner that evolves it (a fold in `loadState`, or the StreamBatcher's cache, which throws a
 * state away when events decided on it were not written).
 */
export interface WalletState {
  readonly balance: number;
  readonly creditedRecharges: number;
  readonly recharges: Map<string, RechargeState>;
  readonly debits: Map<string, DebitState>;
  readonly requests: Map<string, RequestRecord>;
}

interface Keyed {
  readonly idempotencyKey: string;
  readonly requestHash: string;
}

export type WalletCommand =
  | ({
      readonly type: 'StartRecharge';
      readonly rechargeId: string;
      readonly provider: PaymentProviderName;
      readonly providerOrderId: string;
      readonly packId: string | null;
      readonly offerIds: readonly string[];
      readonly amount: number;
      readonly bonus: number;
      readonly firstRechargeBonus: number;
      readonly offerBonus: number;
      readonly gstRateBp: number;
      readonly gst: number;
      readonly total: number;
    } & Keyed)
  | {
      readonly type: 'CreditRecharge';
      readonly rechargeId: string;
      readonly providerOrderId: string;
      readonly providerPaymentId: string;
      /** Paise the provider captured, or null when its signature vouches for the order amount. */
      readonly capturedAmount: number | null;
      readonly verifiedBy: 'checkout' | 'webhook';
      /**
       * One of the recharge's offers has ended or is withdrawn (the handler looks, for a capture
       * after the recharge expired, failed or was cancelled): that late capture gets no offer bonus.
       */
      readonly offersLapsed?: boolean;
    }
  | { readonly type: 'FailRecharge'; readonly rechargeId: string; readonly reason: 'failed' | 'cancelled'; readonly detail: string | null }
  /** The expiry ticker: the recharge was due by `deadline` (its start plus the expiry time) and `now` is past it. */
  | { readonly type: 'ExpireRecharge'; readonly rechargeId: string; readonly deadline: Date; readonly now: Date }
  | ({ readonly type: 'Debit'; readonly transactionId: string; readonly amount: number; readonly reason: string; readonly source: MoneySource } & Keyed)
  | ({ readonly type: 'Adjust'; readonly transactionId: string; readonly amount: number; readonly reason: string } & Keyed)
  /**
   * `rule`: an automatic refund rule gave it (docs/refund-rules.md); absent for an admin's or
   * support's. `borneBy`: who bears a session's refund, required for one and refused for any other
   * debit (docs/support.md, "Who bears a refund").
   */
  | ({
      readonly type: 'Refund';
      readonly transactionId: string;
      readonly refundOf: string;
      readonly amount: number;
      readonly reason: string;
      readonly rule?: RefundRuleCode;
      readonly borneBy?: RefundBearer;
    } & Keyed);

/** The `wallet.insufficient_balance` refusal, keeping its numbers for callers that record it (an order, a chat). */
export class InsufficientBalanceError extends HttpError {
  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    const refusal = refuse('wallet.insufficient_balance', { balance, needed: required });
    super(refusal.status, refusal.code, refusal.message, refusal.params);
  }
}

/** A recharge of this wallet, or the refusal a caller naming another one gets. */
/** What of a debit of this wallet is not refunded yet: the most any refund of it may give back (0 for a debit it never made). */
export function unrefundedOf(state: WalletState, debitId: string): number {
  const debit = state.debits.get(debitId);
  return debit ? debit.amount - debit.refunded : 0;
}

function rechargeOf(state: WalletState, rechargeId: string): RechargeState {
  const recharge = state.recharges.get(rechargeId);
  if (!recharge) throw refuse('wallet.recharge_not_found');
  return recharge;
}

/** Only a consultation's minutes earned an astrologer something: their refund says who bears it, any other refund says nothing of it. */
function assertBearer(debit: DebitState, borneBy: RefundBearer | undefined): void {
  const session = debit.source.kind === 'session';
  if (session && !borneBy) throw badRequest([fieldError('borne_by', 'field.refund_bearer')]);
  if (!session && borneBy) throw badRequest([fieldError('borne_by', 'field.refund_bearer_not_applicable')]);
}

const withEntry = <K, V>(map: Map<K, V>, key: K, value: V): Map<K, V> => map.set(key, value);

function remember(state: WalletState, data: { idempotencyKey: string; requestHash: string }, id: string, balanceAfter: number | null): Map<string, RequestRecord> {
  return withEntry(state.requests, data.idempotencyKey, { requestHash: data.requestHash, id, balanceAfter });
}

/** True when the key was seen: with the same request it is a retry (nothing to do), with another it is refused. */
function alreadyDone(state: WalletState, command: Keyed): boolean {
  const seen = state.requests.get(command.idempotencyKey);
  if (!seen) return false;
  if (seen.requestHash !== command.requestHash) throw keyReused();
  return true;
}

const keyed = (command: Keyed) => ({ idempotencyKey: command.idempotencyKey, requestHash: command.requestHash });

export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  initialState: () => ({ balance: 0, creditedRecharges: 0, recharges: new Map(), debits: new Map(), requests: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'WalletRechargeStarted': {
        const { rechargeId, provider, providerOrderId, offerIds, amount, bonus, firstRechargeBonus = 0, offerBonus, gst, total } = event.data;
        return {
          ...state,
          recharges: withEntry(state.recharges, rechargeId, { status: 'pending', provider, providerOrderId, amount, bonus, firstRechargeBonus, offerBonus, offerIds, gst, total }),
          requests: remember(state, event.data, rechargeId, null),
        };
      }
      case 'WalletRechargeFailed': {
        const recharge = state.recharges.get(event.data.rechargeId);
        return recharge ? { ...state, recharges: withEntry(state.recharges, event.data.rechargeId, { ...recharge, status: event.data.reason }) } : state;
      }
      case 'WalletRechargeExpired': {
        const recharge = state.recharges.get(event.data.rechargeId);
        return recharge ? { ...state, recharges: withEntry(state.recharges, event.data.rechargeId, { ...recharge, status: 'expired' }) } : state;
      }
      case 'WalletCredited': {
        const recharge = state.recharges.get(event.data.rechargeId);
        return {
          ...state,
          balance: event.data.balanceAfter,
          creditedRecharges: state.creditedRecharges + 1,
          recharges: recharge ? withEntry(state.recharges, event.data.rechargeId, { ...recharge, status: 'credited' }) : state.recharges,
        };
      }
      case 'WalletDebited':
        return {
          ...state,
          balance: event.data.balanceAfter,
          debits: withEntry(state.debits, event.data.transactionId, { amount: event.data.amount, refunded: 0, source: event.data.source }),
          requests: remember(state, event.data, event.data.transactionId, event.data.balanceAfter),
        };
      case 'WalletAdjusted':
        return { ...state, balance: event.data.balanceAfter, requests: remember(state, event.data, event.data.transactionId, event.data.balanceAfter) };
      case 'WalletRefunded': {
        const debit = state.debits.get(event.data.refundOf);
        return {
          ...state,
          balance: event.data.balanceAfter,
          debits: debit ? withEntry(state.debits, event.data.refundOf, { ...debit, refunded: debit.refunded + event.data.amount }) : state.debits,
          requests: remember(state, event.data, event.data.transactionId, event.data.balanceAfter),
        };
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartRecharge': {
        if (alreadyDone(state, command)) return [];
        const { rechargeId, provider, providerOrderId, packId, offerIds, amount, bonus, firstRechargeBonus, offerBonus, gstRateBp, gst, total } = command;
        // The handler draws a random id per new request: one already here is a bug, not something a client can act on.
        if (state.recharges.has(rechargeId)) throw new Error(`Recharge ${rechargeId} already exists`);
        const firstOnly = firstRechargeBonus > 0 ? { firstRechargeBonus } : {};
        return [{ type: 'WalletRechargeStarted', data: { rechargeId, provider, providerOrderId, packId, offerIds, amount, bonus, ...firstOnly, offerBonus, gstRateBp, gst, total, ...keyed(command) } }];
      }
      case 'CreditRecharge': {
        const recharge = rechargeOf(state, command.rechargeId);
        if (recharge.status === 'credited') return [];
        if (command.providerOrderId !== recharge.providerOrderId) throw refuse('wallet.payment_other_order');
        if (command.capturedAmount !== null && command.capturedAmount !== recharge.total) {
          throw refuse('wallet.capture_mismatch', { captured: command.capturedAmount, total: recharge.total });
        }
        // A capture credits even after a cancel, a failure or the expiry was recorded: the customer did pay.
        // Several recharges may be started with the first-recharge offer before one is paid; only the first paid gets it.
        // Paid late, once an offer has ended: the pack's bonus only (an order kept for weeks must not carry a festival's bonus).
        const late = recharge.status !== 'pending';
        const bonus =
          late && command.offersLapsed && recharge.offerBonus !== undefined
            ? recharge.bonus - recharge.offerBonus
            : recharge.bonus - (state.creditedRecharges > 0 ? recharge.firstRechargeBonus : 0);
        return [
          {
            type: 'WalletCredited',
            data: {
              transactionId: command.rechargeId,
              rechargeId: command.rechargeId,
              amount: recharge.amount,
              bonus,
              balanceAfter: state.balance + recharge.amount + bonus,
              provider: recharge.provider,
              providerOrderId: recharge.providerOrderId,
              providerPaymentId: command.providerPaymentId,
              verifiedBy: command.verifiedBy,
              source: { kind: 'payment', id: command.providerPaymentId },
            },
          },
        ];
      }
      case 'FailRecharge': {
        const recharge = rechargeOf(state, command.rechargeId);
        // Too late to close: the checkout it would close ran out of time (a capture still credits it).
        if (recharge.status === 'expired') throw refuse('wallet.recharge_expired');
        if (recharge.status !== 'pending') return [];
        return [{ type: 'WalletRechargeFailed', data: { rechargeId: command.rechargeId, reason: command.reason, detail: command.detail } }];
      }
      case 'ExpireRecharge': {
        const recharge = rechargeOf(state, command.rechargeId);
        // Paid, closed or expired already, or not due yet: nothing to expire.
        if (recharge.status !== 'pending' || command.now < command.deadline) return [];
        return [{ type: 'WalletRechargeExpired', data: { rechargeId: command.rechargeId, deadline: command.deadline.toISOString() } }];
      }
      case 'Debit': {
        if (alreadyDone(state, command)) return [];
        if (command.amount > state.balance) throw new InsufficientBalanceError(state.balance, command.amount);
        const { transactionId, amount, reason, source } = command;
        return [{ type: 'WalletDebited', data: { transactionId, amount, balanceAfter: state.balance - amount, reason, source, ...keyed(command) } }];
      }
      case 'Adjust': {
        if (alreadyDone(state, command)) return [];
        if (state.balance + command.amount < 0) throw new InsufficientBalanceError(state.balance, -command.amount);
        const { transactionId, amount, reason } = command;
        return [
          {
            type: 'WalletAdjusted',
            data: { transactionId, amount, balanceAfter: state.balance + amount, reason, source: { kind: 'adjustment', id: transactionId }, ...keyed(command) },
          },
        ];
      }
      case 'Refund': {
        if (alreadyDone(state, command)) return [];
        const debit = state.debits.get(command.refundOf);
        if (!debit) throw refuse('wallet.refund_debit_not_found');
        const refundable = debit.amount - debit.refunded;
        if (command.amount > refundable) throw refuse('wallet.refund_too_much', { refundable, paid: debit.amount, refunded: debit.refunded });
        assertBearer(debit, command.borneBy);
        const { transactionId, refundOf, amount, reason, rule, borneBy } = command;
        return [
          {
            type: 'WalletRefunded',
            data: { transactionId, refundOf, amount, balanceAfter: state.balance + amount, reason, source: debit.source, ...keyed(command), ...(rule ? { rule } : {}), ...(borneBy ? { borneBy } : {}) },
          },
        ];
      }
    }
  },
};
