import type { notificationRefusals } from '@nakshatra/contracts';
import { formatSeconds } from '../hindi-words';
import type { RefusalTexts } from '../refusal-texts';

export const notificationsHindi: RefusalTexts<typeof notificationRefusals> = {
  'nudge.not_waiting': () => 'यह चैट अनुरोध अब उत्तर की प्रतीक्षा में नहीं है, इसलिए ज्योतिषी को याद नहीं दिलाया गया।',
  'nudge.too_soon': ({ seconds }) => `ज्योतिषी को अभी-अभी याद दिलाया गया है। आप ${formatSeconds(seconds)} बाद फिर से याद दिला सकते हैं।`,
};
