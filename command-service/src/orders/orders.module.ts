import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet/wallet.module.js';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler.js';
import { UpdateOrderHandler } from './commands/update-order/update-order.handler.js';

/** Orders and pooja bookings, paid through the wallet module's ledger, and their fulfilment. */
@Module({
  imports: [WalletModule],
  providers: [PlaceOrderHandler, UpdateOrderHandler],
})
export class OrdersModule {}
