import { defineMessages } from '../../lib/i18n/messages';

/** Spec §4's texts (English is the acceptance text, copied exactly). */
export const suspensionMessages = defineMessages(
  {
    title: 'Account Suspended',
    text: 'Your account has been temporarily suspended due to violation of our terms of service.',
    contact: 'For assistance, please contact our support team',
  },
  {
    title: 'खाता निलंबित',
    text: 'हमारी सेवा की शर्तों के उल्लंघन के कारण आपका खाता अस्थायी रूप से निलंबित कर दिया गया है।',
    contact: 'सहायता के लिए कृपया हमारी सहायता टीम से संपर्क करें',
  },
);
