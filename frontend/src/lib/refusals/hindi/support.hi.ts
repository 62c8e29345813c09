import type { supportRefusals } from '@nakshatra/contracts';
import { formatRupees } from '../../format-money';
import type { RefusalTexts } from '../refusal-texts';

export const supportHindi: RefusalTexts<typeof supportRefusals> = {
  'support.ticket_not_found': () => 'सहायता टिकट नहीं मिला',
  'support.link_not_found': () => 'आपके परामर्श, ऑर्डर, बुकिंग या रिचार्ज में से यह नहीं मिला।',
  'support.refund_needs_paid_item': () => 'रिफ़ंड का अनुरोध वॉलेट से भुगतान किए गए परामर्श, ऑर्डर या पूजा बुकिंग के बारे में होना चाहिए।',
  'support.ticket_closed': () => 'यह टिकट बंद हो चुका है। कृपया नया टिकट खोलें।',
  'support.reopen_expired': ({ days }) => `हल किया गया टिकट ${days} दिनों के भीतर ही फिर से खोला जा सकता है। कृपया नया टिकट खोलें।`,
  'support.not_resolved': () => 'केवल हल किया गया टिकट ही फिर से खोला जा सकता है।',
  'support.nothing_to_refund': () => 'इस टिकट से जुड़ी चीज़ के लिए वॉलेट से कोई भुगतान नहीं हुआ, इसलिए लौटाने को कुछ नहीं है।',
  'support.refund_too_much': ({ refundable }) => `अधिकतम ${formatRupees(refundable)} लौटाए जा सकते हैं: जो इसके लिए चुकाया गया और अभी तक लौटाया नहीं गया।`,
  'support.refund_decided': () => 'इस टिकट के रिफ़ंड का निर्णय पहले ही अलग तरह से हो चुका है।',
};
