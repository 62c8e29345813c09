export { startCommandService, type CommandServiceOptions, type RunningCommandService } from './start-command-service.js';
export { grantRole } from './users/grant-role.js';
export { WalletLedger } from './wallet/wallet-ledger.js';
export { InsufficientBalanceError } from './wallet/wallet.decider.js';
export type { PaymentProvider } from './payments/payment-provider.js';
export type { ChatConfig } from './chat/chat-config.js';
export { RazorpayPaymentProvider } from './payments/razorpay-payment-provider.js';
export { commandMetadata } from './shared/command-metadata.js';
