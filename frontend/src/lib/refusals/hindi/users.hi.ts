import type { userRefusals } from '@nakshatra/contracts';
import { formatMinutes } from '../hindi-words';
import type { RefusalTexts } from '../refusal-texts';

export const usersHindi: RefusalTexts<typeof userRefusals> = {
  'otp.invalid': () => 'अमान्य OTP। कृपया फिर से कोशिश करें।',
  'otp.too_many_for_number': ({ minutes }) => `इस नंबर के लिए बहुत अधिक OTP अनुरोध। कृपया ${formatMinutes(minutes)} बाद फिर से कोशिश करें।`,
  'otp.too_many_from_network': ({ minutes }) => `आपके नेटवर्क से बहुत अधिक OTP अनुरोध। कृपया ${formatMinutes(minutes)} बाद फिर से कोशिश करें।`,
  'otp.sms_unavailable': () => 'हम अभी OTP नहीं भेज सके। कृपया फिर से कोशिश करें।',
  'user.not_found': () => 'उपयोगकर्ता नहीं मिला',
  'user.status_admin_only': () => 'केवल एडमिन किसी खाते को निलंबित या बहाल कर सकते हैं',
};
