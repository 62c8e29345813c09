import type { liveRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const liveHindi: RefusalTexts<typeof liveRefusals> = {
  'live.not_found': () => 'लाइव सत्र नहीं मिला',
  'live.astrologer_only': () => 'यह केवल इस लाइव सत्र के ज्योतिषी कर सकते हैं।',
  'live.in_consultation': () => 'आप अभी एक परामर्श में हैं। लाइव जाने से पहले उसे समाप्त करें।',
  'live.already_live': () => 'आप पहले से एक दूसरे सत्र में लाइव हैं। पहले उसे समाप्त करें।',
  'live.media_unavailable': () => 'लाइव वीडियो सर्वर अभी उपलब्ध नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'live.missed': ({ minutes }) => `यह सत्र अपने समय के ${minutes} मिनट के भीतर शुरू नहीं हुआ। कृपया इसे फिर से शेड्यूल करें।`,
  'live.not_started': () => 'यह लाइव सत्र अभी शुरू नहीं हुआ है; इसके बजाय इसे रद्द करें।',
  'live.on_air': () => 'यह लाइव सत्र अभी चल रहा है; इसके बजाय इसे समाप्त करें।',
  'live.ended': () => 'यह लाइव सत्र समाप्त हो चुका है।',
  'live.cancelled': () => 'यह लाइव सत्र रद्द कर दिया गया था।',
  'live.login_to_chat': () => 'लाइव सत्र में चैट करने के लिए कृपया लॉगिन करें।',
  'live.not_joined': () => 'पहले लाइव सत्र से जुड़ें।',
  'live.broadcaster_only': () => 'यह केवल लाइव प्रसारण कर रहे ज्योतिषी कर सकते हैं।',
  'live.muted': () => 'ज्योतिषी ने इस सत्र के लिए आपकी चैट म्यूट कर दी है।',
  'live.chat_too_fast': ({ limit, seconds }) => `आप हर ${seconds} सेकंड में ${limit} संदेश भेज सकते हैं। कृपया थोड़ा रुकें।`,
  'live.mute_yourself': () => 'आप स्वयं को म्यूट नहीं कर सकते।',
  'live.peer_gone': () => 'वह दर्शक जा चुका है।',
  'live.gift_not_found': () => 'यह उपहार उपलब्ध नहीं है।',
  'live.gift_to_yourself': () => 'आप अपने ही लाइव सत्र में उपहार नहीं भेज सकते।',
  'live.gift_voided': () => 'यह उपहार पहुँचाया नहीं जा सका और इसके पैसे आपके वॉलेट में लौटा दिए गए। कृपया इसे फिर से भेजें।',
  'live.follow_yourself': () => 'आप स्वयं को फ़ॉलो नहीं कर सकते।',
  'live.too_many_follows': ({ maximum }) => `आप अधिकतम ${maximum} ज्योतिषियों को फ़ॉलो कर सकते हैं। पहले किसी को अनफ़ॉलो करें।`,
};
