import type { UnsettledMoney, userRefusals } from '@nakshatra/contracts';
import { formatRupees } from '../../format-money';
import { formatMinutes } from '../hindi-words';
import type { RefusalTexts } from '../refusal-texts';

const UNSETTLED: Readonly<Record<UnsettledMoney['kind'], (id: string) => string>> = {
  order: (id) => `ऑर्डर ${id} अभी डिलीवर या रिफ़ंड नहीं हुआ है: पैसा अभी इस वॉलेट में लौट सकता है`,
  consultation: (id) => `परामर्श ${id} अभी चल रहा है, या उसका स्वचालित रिफ़ंड अभी दिया जाना है`,
  gift: (id) => `लाइव सत्र का एक उपहार (${id}) अभी तय नहीं हुआ है: वह इस वॉलेट में रिफ़ंड हो सकता है`,
};

export const usersHindi: RefusalTexts<typeof userRefusals> = {
  'otp.invalid': () => 'अमान्य OTP। कृपया फिर से कोशिश करें।',
  'otp.too_many_for_number': ({ minutes }) => `इस नंबर के लिए बहुत अधिक OTP अनुरोध। कृपया ${formatMinutes(minutes)} बाद फिर से कोशिश करें।`,
  'otp.too_many_failures': ({ minutes }) => `इस नंबर के लिए बहुत अधिक गलत कोड। कृपया ${formatMinutes(minutes)} बाद फिर से कोशिश करें।`,
  'otp.too_many_from_network': ({ minutes }) => `आपके नेटवर्क से बहुत अधिक OTP अनुरोध। कृपया ${formatMinutes(minutes)} बाद फिर से कोशिश करें।`,
  'otp.sms_unavailable': () => 'हम अभी OTP नहीं भेज सके। कृपया फिर से कोशिश करें।',
  'user.not_found': () => 'उपयोगकर्ता नहीं मिला',
  'user.status_admin_only': () => 'केवल एडमिन किसी खाते को निलंबित या बहाल कर सकते हैं',
  'user.phone_taken': () => 'इस फ़ोन नंबर का खाता पहले से है। उसे उपयोगकर्ताओं की सूची में खोजें।',
  'user.erased': () => 'यह खाता मिटाया जा चुका है: इसकी निजी जानकारी हटा दी गई है और इसे बदला नहीं जा सकता।',
  'user.own_account': () => 'आप अपने ही खाते से एडमिन भूमिका नहीं हटा सकते, न उसे मिटा सकते हैं। किसी दूसरे एडमिन से कहें।',
  'user.erase_wallet_not_empty': ({ balance }) => `वॉलेट में अभी ${formatRupees(balance)} हैं। खाता मिटाने से पहले इसे रिफ़ंड या समायोजित करके ₹0 करें।`,
  'user.erase_recharge_pending': () => 'इस वॉलेट का एक रिचार्ज अभी भुगतान की प्रतीक्षा में है। खाता मिटाने से पहले उसके पूरा होने या बंद होने तक रुकें।',
  'user.erase_money_unsettled': ({ kind, id }) => `${Object.hasOwn(UNSETTLED, kind) ? UNSETTLED[kind](id) : `पैसा अभी इस वॉलेट में लौट सकता है (${id})`}। उसके तय होने के बाद खाता मिटाएँ।`,
  'user.erase_staff': () => 'इस खाते के पास ज्योतिषी या एडमिन की भूमिका है। पहले भूमिका हटाएँ, फिर खाता मिटाएँ।',
};
