import type { commonRefusals } from '@nakshatra/contracts';
import { formatMinutes } from '../hindi-words';
import type { RefusalTexts } from '../refusal-texts';

export const commonHindi: RefusalTexts<typeof commonRefusals> = {
  'request.invalid': () => 'कृपया दिखाए गए फ़ील्ड ठीक करें।',
  'request.invalid_json': () => 'अनुरोध पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'request.too_large': () => 'भेजी गई जानकारी बहुत बड़ी है।',
  'request.unsupported_media_type': () => 'अनुरोध JSON के रूप में भेजा जाना चाहिए।',
  'request.cross_site': () => 'यह अनुरोध किसी दूसरी साइट से आया था, इसलिए अस्वीकार किया गया।',
  'request.too_often': ({ minutes }) => `आप यह बहुत बार कर रहे हैं। कृपया ${formatMinutes(minutes)} बाद फिर से कोशिश करें।`,
  'auth.login_required': () => 'जारी रखने के लिए कृपया लॉग इन करें',
  'auth.owner_only': () => 'आप केवल अपना खाता देख या बदल सकते हैं',
  'auth.astrologer_only': () => 'यह केवल ज्योतिषी कर सकते हैं',
  'auth.admin_only': () => 'यह केवल एडमिन कर सकते हैं',
  'account.suspended': () => 'आपका खाता निलंबित कर दिया गया है। सहायता के लिए कृपया हमारी सपोर्ट टीम से संपर्क करें।',
  'api.not_found': () => 'यह अनुरोध मौजूद नहीं है।',
  'api.method_not_allowed': () => 'यह अनुरोध इस तरह नहीं भेजा जा सकता।',
  'api.planned': () => 'यह सुविधा जल्द आ रही है।',
  'idempotency.key_reused': () => 'यह अनुरोध पहले किसी दूसरे अनुरोध के लिए भेजा जा चुका है। कृपया पेज फिर से लोड करें।',
  'service.unavailable': () => 'नक्षत्र का यह हिस्सा अभी उपलब्ध नहीं है। कृपया फिर से कोशिश करें।',
  'record.busy': () => 'इसी समय कोई और इसे बदल रहा है। कृपया फिर से कोशिश करें।',
};
