import { randomUUID } from 'node:crypto';
import {
  astrologerEarningsStreamName,
  astrologerStreamName,
  giftDebitKey,
  giftStreamName,
  isUuid,
  liveStreamName,
  type LiveGiftSent,
  type LiveGiftSentView,
} from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse } from '@nakshatra/platform';
import { astrologerDecider } from '../../astrologers/astrologer.decider.js';
import { splitMinute } from '../../chat/chat-billing.js';
import { earningsDecider } from '../../chat/astrologer-earnings.decider.js';
import { publishedItemIn } from '../../content/published-item.js';
import { loadState, runCommand } from '../../shared/aggregate-runner.js';
import type { CommandMetadata } from '../../shared/command-metadata.js';
import { keyReused, type IdempotentCall } from '../../shared/idempotency.js';
import { keyedUuid } from '../../shared/keyed-id.js';
import { movementResult } from '../../wallet/movement-result.js';
import type { WalletLedger } from '../../wallet/wallet-ledger.js';
import { liveSessionDecider } from '../sessions/live-session.decider.js';
import { viewerNameOf } from '../viewer-name.js';
import { liveGiftDecider } from './live-gift.decider.js';
import { toLiveGiftView } from './live-gift-view.js';

export interface GiftOutcome {
  readonly view: LiveGiftSentView;
  /** False for a retry with the same Idempotency-Key: the first request's answer. */
  readonly created: boolean;
  readonly position: string | undefined;
}

/** The sending a customer's Idempotency-Key stands for: the same key always names the same `gift-<id>` stream and wallet debit. */
export const giftIdFor = (userId: string, idempotencyKey: string): string => keyedUuid('live-gift', userId, idempotencyKey);

/**
 * send_live_gift (docs/live.md, "Gifts"): three writes to three streams, each idempotent on its own —
 * the sender's wallet debit (keyed by the sending; a balance too small refuses before anything is
 * written), the sending recorded on air (`gift-<id>`), the astrologer's share credited (keyed by the
 * sending). The live-gift workflow finishes a sending recorded but not credited, and voids and
 * refunds one debited but never recorded.
 */
export class LiveGifts {
  constructor(
    private readonly store: EventStore,
    private readonly ledger: WalletLedger,
    /** The platform's share, as for a consultation minute (PLATFORM_COMMISSION_BP). */
    private readonly commissionBp: number,
    private readonly now: () => Date,
  ) {}

  async send(userId: string, sessionId: string, catalogueGiftId: string, idempotency: IdempotentCall, meta: CommandMetadata): Promise<GiftOutcome> {
    if (!isUuid(sessionId)) throw refuse('live.not_found');
    const giftId = giftIdFor(userId, idempotency.idempotencyKey);
    const recorded = await loadState(this.store, giftStreamName(giftId), liveGiftDecider);
    if (recorded.status === 'voided') throw refuse('live.gift_voided');
    if (recorded.status === 'sent') return this.answerRetry(recorded.gift, userId, idempotency);

    const session = await loadState(this.store, liveStreamName(sessionId.toLowerCase()), liveSessionDecider);
    if (session.status === 'absent') throw refuse('live.not_found');
    if (session.status !== 'live') throw refuse(session.status === 'scheduled' ? 'live.not_started' : session.status === 'ended' ? 'live.ended' : 'live.cancelled');
    if (session.session.astrologerUserId === userId) throw refuse('live.gift_to_yourself');
    const catalogueId = catalogueGiftId.toLowerCase();
    const item = await publishedItemIn(this.store)('gift', catalogueId);
    if (!item) throw refuse('live.gift_not_found');
    const { astrologerId } = session.session;
    const astrologer = await loadState(this.store, astrologerStreamName(astrologerId), astrologerDecider);
    const to = astrologer.status === 'absent' ? 'the astrologer' : astrologer.profile.name;

    const name = String(item.title);
    const emoji = String(item.emoji);
    const debitKey = { idempotencyKey: giftDebitKey(giftId), requestHash: idempotency.requestHash };
    const debited = await this.ledger.execute(
      userId,
      { type: 'Debit', transactionId: randomUUID(), amount: Number(item.price), reason: `Live gift ${emoji} ${name} to ${to}`, source: { kind: 'gift', id: giftId }, ...debitKey },
      meta,
    );
    const movement = movementResult(debited, debitKey);
    // What the wallet took (a racing retry's debit may have been priced before an admin's change): the gift records that.
    const price = debited.state.debits.get(movement.transactionId)!.amount;
    const { commission, astrologerEarning } = splitMinute(price, this.commissionBp);
    const gift: LiveGiftSent = {
      giftId,
      sessionId: session.session.sessionId,
      astrologerId,
      senderUserId: userId,
      senderName: await viewerNameOf(this.store, userId),
      catalogueGiftId: catalogueId,
      name,
      nameHi: String(item.title_hi),
      emoji,
      price,
      commission,
      astrologerEarning,
      walletTransactionId: movement.transactionId,
      sentAt: this.now().toISOString(),
    };
    const record = await runCommand(this.store, giftStreamName(giftId), liveGiftDecider, { type: 'RecordGift', gift }, meta);
    if (record.state.status !== 'sent') throw new Error(`Gift ${giftId} is ${record.state.status} right after it was recorded`);
    const credit = await this.credit(record.state.gift, meta);
    return { view: { ...toLiveGiftView(record.state.gift), wallet_transaction_id: movement.transactionId, balance: movement.balance }, created: movement.created, position: credit ?? record.position ?? movement.position };
  }

  /** The astrologer's share; nothing when it was credited already (a retry, the workflow). */
  async credit(gift: LiveGiftSent, meta: CommandMetadata): Promise<string | undefined> {
    const earning = { giftId: gift.giftId, sessionId: gift.sessionId, gross: gift.price, commission: gift.commission, amount: gift.astrologerEarning, walletTransactionId: gift.walletTransactionId };
    const outcome = await runCommand(this.store, astrologerEarningsStreamName(gift.astrologerId), earningsDecider, { type: 'CreditGift', earning }, meta, { maxAttempts: 50 });
    return outcome.position;
  }

  /** A retry of a sending already on air: the first answer, once the key is known to stand for this very request (a credit a crash skipped is the workflow's). */
  private async answerRetry(gift: LiveGiftSent, userId: string, idempotency: IdempotentCall): Promise<GiftOutcome> {
    const wallet = await this.ledger.state(userId);
    const first = wallet.requests.get(giftDebitKey(gift.giftId));
    if (!first || first.requestHash !== idempotency.requestHash) throw keyReused();
    return { view: { ...toLiveGiftView(gift), wallet_transaction_id: gift.walletTransactionId, balance: first.balanceAfter ?? wallet.balance }, created: false, position: undefined };
  }
}
