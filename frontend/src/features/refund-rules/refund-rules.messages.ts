import { defineMessages } from '../../lib/i18n/messages';

/** The section's own words; each rule's title and description come with the rule (contracts, REFUND_RULES). */
export const refundRulesMessages = defineMessages(
  {
    heading: 'Automatic refunds',
    intro: 'These rules are applied by our system when a consultation ends, without you having to ask. The refund comes back to your wallet and its line in your wallet history names the rule that gave it.',
    inForceSince: (date: string) => `In force for consultations ending from ${date}`,
    neverBilledHeading: 'What is never billed',
  },
  {
    heading: 'स्वचालित धनवापसी',
    intro: 'परामर्श खत्म होने पर ये नियम हमारी प्रणाली अपने आप लागू करती है, आपको माँगना नहीं पड़ता। धनवापसी आपके वॉलेट में आती है और वॉलेट इतिहास में उसकी पंक्ति उस नियम का नाम बताती है जिससे वह मिली।',
    inForceSince: (date: string) => `${date} से खत्म होने वाले परामर्शों पर लागू`,
    neverBilledHeading: 'जिसका कभी शुल्क नहीं लगता',
  },
);
