import type { astrologerRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const astrologersHindi: RefusalTexts<typeof astrologerRefusals> = {
  'astrologer.not_found': () => 'ज्योतिषी नहीं मिले',
  'astrologer.not_applied': () => 'आपने अभी तक ज्योतिषी के रूप में आवेदन नहीं किया है',
  'astrologer.application_pending': () => 'आपका आवेदन पहले से समीक्षा की प्रतीक्षा में है।',
  'astrologer.already_registered': () => 'यह नंबर पहले से ज्योतिषी के रूप में पंजीकृत है।',
  'astrologer.application_deactivated': () => 'यह ज्योतिषी प्रोफ़ाइल निष्क्रिय कर दी गई थी। कृपया सपोर्ट से संपर्क करें।',
  'astrologer.approve_deactivated': () => 'यह ज्योतिषी निष्क्रिय हैं; पहले उन्हें फिर से सक्रिय करें।',
  'astrologer.reject_approved': () => 'स्वीकृत ज्योतिषी को अस्वीकार नहीं किया जा सकता; इसके बजाय उन्हें निष्क्रिय करें।',
  'astrologer.profile_deactivated': () => 'आपकी ज्योतिषी प्रोफ़ाइल निष्क्रिय है। कृपया सपोर्ट से संपर्क करें।',
  'astrologer.not_approved': () => 'आपकी ज्योतिषी प्रोफ़ाइल अभी स्वीकृत नहीं हुई है।',
};
