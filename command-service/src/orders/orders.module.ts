import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet/wallet.module.js';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler.js';

/** Orders and pooja bookings, paid through the wallet module's ledger. */
@Module({
  imports: [WalletModule],
  providers: [PlaceOrderHandler],
})
export class OrdersModule {}
