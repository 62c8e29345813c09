import type { chatRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const chatHindi: RefusalTexts<typeof chatRefusals> = {
  'chat.not_found': () => 'चैट सत्र नहीं मिला',
  'chat.astrologer_unavailable': () => 'ये ज्योतिषी अभी परामर्श नहीं ले रहे हैं।',
  'chat.astrologer_busy': () => 'ये ज्योतिषी अभी दूसरे परामर्श में व्यस्त हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  'chat.astrologer_offline': () => 'ये ज्योतिषी अभी ऑफ़लाइन हैं।',
  'chat.consult_yourself': () => 'आप स्वयं से परामर्श नहीं कर सकते।',
  'chat.no_calls': () => 'ये ज्योतिषी कॉल नहीं लेते। आप उनसे चैट कर सकते हैं।',
  'chat.not_a_call': () => 'यह परामर्श चैट है, कॉल नहीं।',
  'chat.accept_astrologer_only': () => 'यह अनुरोध केवल ज्योतिषी स्वीकार कर सकते हैं।',
  'chat.reject_astrologer_only': () => 'यह अनुरोध केवल ज्योतिषी अस्वीकार कर सकते हैं।',
  'chat.already_rejected': () => 'यह अनुरोध पहले ही अस्वीकार हो चुका है।',
  'chat.withdrawn': () => 'यह अनुरोध वापस ले लिया गया था।',
  'chat.timed_out': () => 'इस अनुरोध का समय समाप्त हो गया; ग्राहक फिर से अनुरोध कर सकते हैं।',
  'chat.already_started': () => 'यह चैट शुरू हो चुकी है; इसे समाप्त करें।',
  'chat.not_accepted_yet': () => 'ज्योतिषी ने अभी अनुरोध स्वीकार नहीं किया है।',
  'chat.ended': () => 'यह चैट समाप्त हो चुकी है।',
  'chat.not_accepted': () => 'यह अनुरोध अभी स्वीकार नहीं हुआ है; इसे स्वीकार या अस्वीकार करें।',
  'chat.message_not_found': () => 'यह संदेश इस चैट में नहीं मिला',
  'chat.not_watching': () => 'पहले चैट खोलें, फिर टाइप करने का संकेत भेजें।',
};
