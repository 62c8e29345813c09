import { defineMessages } from '../../lib/i18n/messages';

/** Beside a consultation an automatic rule refunded; the rule's own words come with the rule (contracts, REFUND_RULES). */
export const ruleRefundMessages = defineMessages(
  {
    refunded: (amount: string) => `Refunded ${amount}`,
  },
  {
    refunded: (amount: string) => `${amount} लौटाए गए`,
  },
);
