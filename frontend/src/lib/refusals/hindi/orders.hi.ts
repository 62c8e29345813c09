import type { orderRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

const STATUS_HINDI: Readonly<Record<string, string>> = {
  placed: 'दर्ज',
  paid: 'पुष्ट',
  payment_failed: 'भुगतान विफल',
  packed: 'पैक',
  shipped: 'भेजा गया',
  delivered: 'डिलीवर',
  performed: 'संपन्न',
  cancelled: 'रद्द',
};
const ACTION_HINDI: Readonly<Record<string, string>> = { packed: 'पैक', shipped: 'भेजा', delivered: 'डिलीवर', performed: 'संपन्न', cancelled: 'रद्द' };
const KIND_HINDI: Readonly<Record<string, string>> = { product: 'सामान', pooja: 'पूजा' };

export const ordersHindi: RefusalTexts<typeof orderRefusals> = {
  'order.not_found': () => 'ऑर्डर नहीं मिला',
  'order.out_of_stock': ({ title }) => `${title} अभी-अभी बिक गया। कृपया मात्रा बदलें या इसे कार्ट से हटाएँ।`,
  'order.wrong_status': ({ status, action }) => `${STATUS_HINDI[status] ?? status} ऑर्डर ${ACTION_HINDI[action] ?? action} नहीं किया जा सकता`,
  'order.wrong_kind': ({ kind, action }) => `${KIND_HINDI[kind] ?? kind} का ऑर्डर ${ACTION_HINDI[action] ?? action} नहीं किया जा सकता`,
  'order.customer_cancels_only': () => 'ऑर्डर को आगे बढ़ाने का काम दुकान का है; पुष्ट रहते हुए आप अपना ऑर्डर रद्द कर सकते हैं',
  'order.cancel_too_late': () => 'यह ऑर्डर पैक हो रहा है या रास्ते में है, इसलिए यहाँ रद्द नहीं हो सकता। कृपया सहायता से संपर्क करें।',
};
