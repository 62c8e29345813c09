import { defineMessages } from '../../lib/i18n/messages';

export const accountMessages = defineMessages(
  {
    myAccount: 'My account',
    balance: 'Balance',
    wallet: 'Wallet',
    orderHistory: 'Order history',
    myProfile: 'My profile',
    cart: 'Cart',
    support: 'Help & support',
    logOut: 'Log Out',
  },
  {
    myAccount: 'मेरा खाता',
    balance: 'बैलेंस',
    wallet: 'वॉलेट',
    orderHistory: 'ऑर्डर इतिहास',
    myProfile: 'मेरी प्रोफ़ाइल',
    cart: 'कार्ट',
    support: 'सहायता',
    logOut: 'लॉग आउट',
  },
);
