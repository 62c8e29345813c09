import { formatMinutes } from '../hindi-words';
import type { contactRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const contactHindi: RefusalTexts<typeof contactRefusals> = {
  'subscriber.not_found': () => 'सब्सक्राइबर नहीं मिला',
  'subscriber.link_invalid': () => 'यह लिंक मान्य नहीं है या इसकी अवधि समाप्त हो गई है। कृपया साइट से फिर से सदस्यता लें।',
  'form.too_many': ({ minutes }) => `आपके नेटवर्क से बहुत अधिक अनुरोध। कृपया ${formatMinutes(minutes)} बाद फिर से कोशिश करें।`,
};
