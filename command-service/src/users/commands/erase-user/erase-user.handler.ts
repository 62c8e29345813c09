import { userStreamName, walletStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { SessionRevocations } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { foldStream, runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { walletDecider } from '../../../wallet/wallet.decider.js';
import { revokeEndedSessions } from '../../ended-sessions.js';
import { userDecider } from '../../user.decider.js';
import { SESSION_REVOCATIONS } from '../../user-tokens.js';
import { EraseUser } from './erase-user.command.js';
import { unsettledMoneyOf } from './unsettled-money.js';

/**
 * delete_users/{id}: erasure on request (docs/users.md). The wallet is read first and the account
 * refused while it holds money, awaits a recharge or has money still moving back to it by itself
 * (unsettled-money.ts); only `UserErased` is written, on the user's own stream, and every
 * projection honours it. An erased account can no longer log in, so its wallet cannot gain money
 * afterwards by the customer's hand, and refunds someone decides are refused for it (assertNotErased).
 */
@CommandHandler(EraseUser)
export class EraseUserHandler implements ICommandHandler<EraseUser> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SESSION_REVOCATIONS) private readonly revocations: SessionRevocations,
  ) {}

  async execute({ userId, input, meta }: EraseUser) {
    const walletEvents = await this.store.readStream(walletStreamName(userId));
    const wallet = foldStream(walletEvents, walletDecider);
    const rechargePending = [...wallet.recharges.values()].some((recharge) => recharge.status === 'pending');
    const unsettled = await unsettledMoneyOf(this.store, wallet, walletEvents);
    const command = { type: 'EraseUser' as const, reason: input.reason, ownAccount: meta.actor.id === userId, wallet: { balance: wallet.balance, rechargePending, unsettled } };
    const { state, position } = await runCommand(this.store, userStreamName(userId), userDecider, command, meta);
    await revokeEndedSessions(this.revocations, state);
    return { position };
  }
}
