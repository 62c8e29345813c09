import { defineMessages } from '../../lib/i18n/messages';

/** Paying an order from the wallet: the balance, the Pay button, the refusals and the receipt. */
export const walletPaymentMessages = defineMessages(
  {
    balance: 'Wallet balance',
    balanceLoading: 'Checking your wallet balance…',
    balanceFailed: "We couldn't load your wallet balance.",
    lowBalance: 'Your wallet balance is less than this amount.',
    recharge: 'Recharge',
    pay: (amount: string) => `Pay ${amount} from wallet`,
    payAgain: 'Recharge your wallet, then pay again: the same order is paid, and nothing is charged twice.',
    orderId: 'Order ID',
    paid: 'Paid from wallet',
    balanceNow: 'Wallet balance now',
    seeOrders: 'See your orders',
  },
  {
    balance: 'वॉलेट बैलेंस',
    balanceLoading: 'आपका वॉलेट बैलेंस देखा जा रहा है…',
    balanceFailed: 'हम आपका वॉलेट बैलेंस लोड नहीं कर सके।',
    lowBalance: 'आपका वॉलेट बैलेंस इस राशि से कम है।',
    recharge: 'रिचार्ज करें',
    pay: (amount: string) => `वॉलेट से ${amount} का भुगतान करें`,
    payAgain: 'अपना वॉलेट रिचार्ज करें, फिर दोबारा भुगतान करें: उसी ऑर्डर का भुगतान होगा, और कुछ भी दो बार नहीं कटेगा।',
    orderId: 'ऑर्डर आईडी',
    paid: 'वॉलेट से भुगतान',
    balanceNow: 'अब वॉलेट बैलेंस',
    seeOrders: 'अपने ऑर्डर देखें',
  },
);
