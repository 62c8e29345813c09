import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WalletLedger } from '../../wallet-ledger.js';
import { CancelPayment } from './cancel-payment.command.js';

/** Records a closed or failed checkout, so the recharge reads as such; a later verified capture still credits. */
@CommandHandler(CancelPayment)
export class CancelPaymentHandler implements ICommandHandler<CancelPayment> {
  constructor(@Inject(WalletLedger) private readonly ledger: WalletLedger) {}

  async execute({ userId, rechargeId, reason, detail, meta }: CancelPayment) {
    const { state, position } = await this.ledger.execute(userId, { type: 'FailRecharge', rechargeId, reason, detail }, meta);
    return { status: state.recharges.get(rechargeId)!.status, position };
  }
}
