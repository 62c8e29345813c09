import type { walletRefusals } from '@nakshatra/contracts';
import { formatRupees } from '../../format-money';
import type { RefusalTexts } from '../refusal-texts';

export const walletHindi: RefusalTexts<typeof walletRefusals> = {
  'wallet.insufficient_balance': ({ balance, needed }) => `बैलेंस कम है: वॉलेट में ${formatRupees(balance)} हैं, ${formatRupees(needed)} चाहिए। कृपया रिचार्ज करें।`,
  'wallet.not_found': () => 'वॉलेट नहीं मिला',
  'wallet.recharge_not_found': () => 'रिचार्ज नहीं मिला',
  'wallet.recharge_expired': () => 'इस रिचार्ज का समय समाप्त हो गया: इसका भुगतान समय पर नहीं हुआ। कृपया नया रिचार्ज शुरू करें।',
  'wallet.recharge_paid': () => 'इस रिचार्ज का भुगतान पहले ही हो चुका है',
  'wallet.payment_other_order': () => 'यह भुगतान किसी दूसरे ऑर्डर का है',
  'wallet.capture_mismatch': ({ captured, total }) =>
    `भुगतान प्रदाता ने ${formatRupees(captured)} लिए, पर रिचार्ज ${formatRupees(total)} का था; इसकी जाँच एडमिन करेंगे`,
  'wallet.provider_unavailable': () => 'भुगतान प्रदाता से संपर्क नहीं हो सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'wallet.provider_not_found': () => 'यहाँ ऐसा कोई भुगतान प्रदाता नहीं है',
  'wallet.webhook_refused': ({ reason }) => `वेबहुक अस्वीकार: ${reason}`,
  'wallet.test_checkout_off': () => 'यहाँ टेस्ट भुगतान प्रदाता उपयोग में नहीं है',
  'wallet.refund_debit_not_found': () => 'इस वॉलेट से ऐसा कोई भुगतान नहीं हुआ जिसे लौटाया जा सके',
  'wallet.refund_too_much': ({ refundable, paid, refunded }) =>
    `इस भुगतान में से अब अधिकतम ${formatRupees(refundable)} लौटाए जा सकते हैं (${formatRupees(paid)} भुगतान, ${formatRupees(refunded)} पहले लौटाए गए)`,
  'wallet.transaction_not_found': () => 'लेन-देन नहीं मिला',
  'wallet.transaction_not_yours': () => 'आप केवल अपने लेन-देन देख सकते हैं',
  'wallet.invoice_not_found': () => 'इनवॉइस नहीं मिला',
  'wallet.invoice_not_yours': () => 'आप केवल अपने इनवॉइस देख सकते हैं',
};
